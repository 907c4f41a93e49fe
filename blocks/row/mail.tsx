import { Section } from '@react-email/components';
import type { MailRendererProps } from '../../src/registry';
import type { RowProperties } from './properties';

/**
 * Mail is one narrow column (520px), and side-by-side cells break in many mail clients:
 * the row's blocks are stacked, keeping its background colour and padding.
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
