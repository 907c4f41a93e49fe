import { Img, Link, Section, Text } from '@react-email/components';
import { absoluteUrl, mailHref } from '../../src/links';
import { mailImageWidth, mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { ImageProperties } from './properties';

/**
 * The image at full mail width with an absolute URL. Inline data URIs (the placeholder)
 * are left out: many mail clients block them.
 */
export function ImageMail({
  block,
  properties,
  origin,
  theme,
}: MailRendererProps<ImageProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  if (properties.src.startsWith('data:')) return null;
  const image = (
    <Img
      src={absoluteUrl(properties.src, origin)}
      alt={properties.alt}
      width={mailImageWidth(block)}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        border: 0,
        borderRadius: values['image.borderRadius'],
      }}
    />
  );
  const href = properties.href ? mailHref(properties.href, origin) : undefined;
  return (
    <Section>
      {href ? <Link href={href}>{image}</Link> : image}
      {properties.caption ? (
        <Text style={{ margin: '8px 0 0', fontSize: '14px', color: values['text.muted'] }}>
          {properties.caption}
        </Text>
      ) : null}
    </Section>
  );
}
