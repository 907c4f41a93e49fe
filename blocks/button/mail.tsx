import { Button, Section } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { BUTTON_MAX_WIDTH, type ButtonProperties } from './properties';

/**
 * The button as an email-safe link. A button that only runs an in-page action (or has no
 * text) cannot do anything in a mail client, so it is left out.
 */
export function ButtonMail({ properties, origin, theme }: MailRendererProps<ButtonProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const href = mailHref(properties.href, origin);
  if (!href || !properties.text) return null;
  const primary = properties.primary;
  return (
    <Section style={{ textAlign: properties.alignment }}>
      <Button
        href={href}
        style={{
          display: 'inline-block',
          maxWidth: `${BUTTON_MAX_WIDTH}px`,
          padding: '12px 24px',
          borderRadius: values['button.borderRadius'],
          border: `1px solid ${primary ? values['button.borderColor'] : values['button.secondary.borderColor']}`,
          backgroundColor: primary
            ? values['button.background']
            : values['button.secondary.background'],
          color: primary ? values['button.color'] : values['button.secondary.color'],
          fontFamily: `${values['button.font']}, sans-serif`,
          textDecoration: 'none',
        }}
      >
        {properties.text}
      </Button>
    </Section>
  );
}
