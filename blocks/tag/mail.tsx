import { Link, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { TagProperties } from './properties';

export function TagMail({ properties, origin }: MailRendererProps<TagProperties>) {
  if (!properties.text) return null;
  const style = {
    display: 'inline-block',
    padding: '4px 12px',
    borderRadius: baseTheme['tag.borderRadius'],
    color: properties.tagTextColor || baseTheme['tag.color'],
    backgroundColor: properties.tagBackgroundColor || baseTheme['tag.background'],
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
