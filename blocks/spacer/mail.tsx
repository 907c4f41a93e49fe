import { Hr, Section, Text } from '@react-email/components';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { SpacerProperties } from './properties';

/** Mail clients ignore empty elements' heights: the space is a line of that height. */
export function SpacerMail({ properties, theme }: MailRendererProps<SpacerProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const half = Math.floor(properties.height / 2);
  if (properties.divider) {
    return (
      <Section style={{ paddingTop: `${half}px`, paddingBottom: `${properties.height - half}px` }}>
        <Hr style={{ margin: 0, borderColor: values['border.color'] }} />
      </Section>
    );
  }
  return (
    <Section>
      <Text
        style={{
          margin: 0,
          height: `${properties.height}px`,
          lineHeight: `${properties.height}px`,
          fontSize: '1px',
        }}
      >
        {'\u00a0'}
      </Text>
    </Section>
  );
}
