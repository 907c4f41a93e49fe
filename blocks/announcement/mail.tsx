import { Link, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { announcementTarget, type AnnouncementProperties } from './properties';

const MAIL_ALIGN = {
  left: 'left',
  center: 'center',
  right: 'right',
  'space-between': 'center',
} as const;

/** The notice as a coloured band; its action a link when it can work in mail. Icons are left out (no icon font in mail). */
export function AnnouncementMail({
  properties,
  origin,
  theme,
}: MailRendererProps<AnnouncementProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const target = announcementTarget(properties.action);
  const href = target ? mailHref(target, origin) : undefined;
  const color = properties.textColor || values['announcement.color'];
  return (
    <Section
      style={{
        padding: '12px 16px',
        borderRadius: values['announcement.borderRadius'],
        backgroundColor: properties.backgroundColor || values['announcement.background'],
        textAlign: MAIL_ALIGN[properties.alignment],
      }}
    >
      <Text style={{ margin: 0, color, fontSize: '14px' }}>
        {properties.text}
        {href ? (
          <>
            {' '}
            <Link href={href} style={{ color, textDecoration: 'underline', fontWeight: 700 }}>
              {properties.action.text}
            </Link>
          </>
        ) : null}
      </Text>
    </Section>
  );
}
