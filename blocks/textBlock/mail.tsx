import { Section } from '@react-email/components';
import { mailThemeValues, withImageAlt } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { sanitizeHtml } from '../../src/sanitize';
import { fontStack } from '../../themes/fonts';
import { baseTheme } from '../../themes/base';
import type { TextBlockProperties } from './properties';

/**
 * The text in full (mail has no "Read more"), with absolute links and inline styles, and
 * an alt attribute on every image.
 */
export function TextBlockMail({
  properties,
  origin,
  theme,
}: MailRendererProps<TextBlockProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const html = withImageAlt(sanitizeHtml(properties.html, { mailOrigin: origin }));
  return (
    <Section
      style={{
        fontFamily: fontStack(properties.font || values['text.font']),
        fontSize: '16px',
        lineHeight: values['text.lineHeight'],
        color: properties.textColor || values['text.color'],
        backgroundColor: properties.backgroundColour || undefined,
        borderRadius: properties.borderRadius ? `${properties.borderRadius}px` : undefined,
        padding: properties.backgroundColour ? '16px 20px' : '0',
      }}
    >
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Section>
  );
}
