import { Button, Heading, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { NewsletterSubscribeProperties } from './properties';

/** Mail cannot hold a form: the same invitation with a "Subscribe" button to the sign-up page. */
export function NewsletterSubscribeMail({
  properties,
  origin,
  theme,
}: MailRendererProps<NewsletterSubscribeProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const href = mailHref(properties.mailLink, origin) ?? `${origin.replace(/\/+$/, '')}/`;
  const fontFamily =
    properties.font !== '' ? `'${properties.font}', Arial, sans-serif` : 'Arial, sans-serif';
  return (
    <Section
      style={{
        backgroundColor: properties.backgroundColor || values['newsletter.background'],
        color: values['newsletter.color'],
        padding: '24px',
        textAlign: 'center',
        fontFamily,
      }}
    >
      <Heading as="h2" style={{ margin: '0 0 8px', fontSize: '22px', fontFamily }}>
        {properties.title}
      </Heading>
      {properties.copy !== '' && (
        <Text style={{ margin: '0 0 16px', fontSize: '16px' }}>{properties.copy}</Text>
      )}
      <Button
        href={href}
        style={{
          backgroundColor: values['button.background'],
          color: values['button.color'],
          borderRadius: values['button.borderRadius'],
          padding: '12px 24px',
          fontWeight: 700,
        }}
      >
        Subscribe
      </Button>
    </Section>
  );
}
