import { Section } from '@react-email/components';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { fontStack } from '../../themes/fonts';
import { baseTheme } from '../../themes/base';
import { summaryContent, type SummaryBlockData } from './load';
import type { SummaryProperties } from './properties';

/**
 * The figures as a two-column table (label and caption on the left, value on the right):
 * mail clients lay out tables reliably, and an order summary reads as a receipt does.
 */
export function SummaryMail({
  properties,
  data,
  theme,
}: MailRendererProps<SummaryProperties, SummaryBlockData>) {
  const values = mailThemeValues(baseTheme, theme);
  const { heading, items } = summaryContent(properties, data);
  const border = `1px solid ${values['border.color'] ?? '#dddddd'}`;
  return (
    <Section
      style={{
        fontFamily: fontStack(values['text.font']),
        color: values['text.color'],
        fontSize: '16px',
      }}
    >
      {heading ? (
        <h2
          style={{
            margin: '0 0 12px',
            fontFamily: fontStack(values['heading3.font']),
            fontSize: '20px',
            color: values['heading3.color'],
          }}
        >
          {heading}
        </h2>
      ) : null}
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse' }}
      >
        <tbody>
          {items.map((item, index) => (
            <tr key={`${index}-${item.label}`}>
              <td style={{ padding: '8px 0', borderBottom: border, verticalAlign: 'top' }}>
                {item.label}
                {item.caption ? (
                  <>
                    <br />
                    <span style={{ fontSize: '13px', color: values['text.muted'] }}>
                      {item.caption}
                    </span>
                  </>
                ) : null}
              </td>
              <td
                style={{
                  padding: '8px 0 8px 16px',
                  borderBottom: border,
                  textAlign: 'right',
                  verticalAlign: 'top',
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                }}
              >
                {item.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
