import { Link, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { TagProperties } from './properties';

export function TagMail({ properties, origin, theme }: MailRendererProps<TagProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  if (!properties.text) return null;
  const style = {
    display: 'inline-block',
    padding: '4px 12px',
    borderRadius: values['tag.borderRadius'],
    color: properties.tagTextColor || values['tag.color'],
    backgroundColor: properties.tagBackgroundColor || values['tag.background'],
    fontSize: '13px',
    textDecoration: 'none',
  };
  const href = properties.href ? mailHref(properties.href, origin) : undefined;
  return (
    <Section>
      {href ? (
        <Link href={href} style={style}>
          {properties.text}
        </Link>
      ) : (
        <Text style={{ ...style, margin: 0 }}>{properties.text}</Text>
      )}
    </Section>
  );
}
