import { Section } from '@react-email/components';
import type { MailRendererProps } from '../../src/registry';
import type { RowProperties } from './properties';

/**
 * The row's background colour and padding around its items, which the mail page renderer
 * (src/mail) has already laid out in table rows by their widths.
 * Background images are left out (Outlook and others do not show them).
 */
export function RowMail({ properties, children }: MailRendererProps<RowProperties>) {
  return (
    <Section
      style={{
        backgroundColor: properties.backgroundColor || undefined,
        padding: properties.padding ? `${properties.padding}px` : undefined,
      }}
    >
      {children}
    </Section>
  );
}
