import { Button, Heading, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { hasCallToAction, visibleBenefits, type ProBenefitsProperties } from './properties';

export function ProBenefitsMail({
  properties,
  origin,
  theme,
}: MailRendererProps<ProBenefitsProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  // An in-page action cannot run in a mail client: no button then.
  const href = hasCallToAction(properties) ? mailHref(properties.href, origin) : undefined;
  return (
    <Section style={{ backgroundColor: values['box.background'], padding: '24px' }}>
      <Heading
        as="h2"
        style={{ margin: '0 0 8px', fontSize: '24px', color: values['heading2.color'] }}
      >
        {properties.title}
      </Heading>
      {properties.copy !== '' && (
        <Text style={{ margin: '0 0 16px', fontSize: '16px', color: values['text.color'] }}>
          {properties.copy}
        </Text>
      )}
      {visibleBenefits(properties.benefits).map((item, index) => (
        <Text
          key={index}
          style={{ margin: '0 0 12px', fontSize: '16px', color: values['text.color'] }}
        >
          <span style={{ color: values['primary.color'], fontWeight: 700 }}>✓ {item.title}</span>
          {item.copy !== '' && <br />}
          {item.copy}
        </Text>
      ))}
      {href !== undefined && (
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
          {properties.buttonText}
        </Button>
      )}
    </Section>
  );
}
