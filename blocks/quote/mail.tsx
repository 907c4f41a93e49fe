import { Section, Text } from '@react-email/components';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { fontStack } from '../../themes/fonts';
import type { QuoteProperties } from './properties';

export function QuoteMail({ properties, theme }: MailRendererProps<QuoteProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const color = properties.textColor || values['quote.color'];
  return (
    <Section
      style={{
        textAlign: properties.align,
        backgroundColor: properties.backgroundColor || undefined,
        padding: properties.backgroundColor ? '24px' : '0',
      }}
    >
      <Text
        style={{
          margin: '0 0 8px',
          color,
          fontFamily: fontStack(properties.font || values['quote.font']),
          fontSize: `${properties.fontSize}px`,
          lineHeight: 1.4,
          fontWeight: properties.bold ? 700 : 400,
          fontStyle: properties.italic ? 'italic' : 'normal',
        }}
      >
        {`\u201c${properties.quote}\u201d`}
      </Text>
      {properties.author ? (
        <Text style={{ margin: 0, color, fontSize: '14px' }}>{`\u2014 ${properties.author}`}</Text>
      ) : null}
    </Section>
  );
}
