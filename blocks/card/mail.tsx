import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { absoluteUrl, isSafeUrl, mailHref } from '../../src/links';
import { mailImageWidth, mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { CardProperties } from './properties';

export function CardMail({ block, properties, origin, theme }: MailRendererProps<CardProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const href = properties.href ? mailHref(properties.href, origin) : undefined;
  return (
    <Section
      style={{
        backgroundColor: values['card.background'],
        color: values['card.color'],
        borderRadius: values['card.borderRadius'],
        border: `1px solid ${values['border.color']}`,
      }}
    >
      {properties.image && isSafeUrl(properties.image) ? (
        <Img
          src={absoluteUrl(properties.image, origin)}
          alt={properties.imageAlt}
          width={mailImageWidth(block)}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      ) : null}
      <Section style={{ padding: '16px' }}>
        {properties.title ? (
          <Heading as="h3" style={{ margin: '0 0 8px', fontSize: '20px' }}>
            {properties.title}
          </Heading>
        ) : null}
        {properties.text ? (
          <Text style={{ margin: '0 0 12px', fontSize: '14px', lineHeight: '1.5' }}>
            {properties.text}
          </Text>
        ) : null}
        {href && properties.linkText ? (
          <Link href={href} style={{ color: values['primary.color'], fontWeight: 700 }}>
            {properties.linkText}
          </Link>
        ) : null}
      </Section>
    </Section>
  );
}
