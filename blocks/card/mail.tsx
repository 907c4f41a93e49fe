import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { absoluteUrl, isSafeUrl, mailHref } from '../../src/links';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { CardProperties } from './properties';

export function CardMail({ properties, origin }: MailRendererProps<CardProperties>) {
  const href = properties.href ? mailHref(properties.href, origin) : undefined;
  return (
    <Section
      style={{
        backgroundColor: baseTheme['card.background'],
        color: baseTheme['card.color'],
        borderRadius: baseTheme['card.borderRadius'],
        border: `1px solid ${baseTheme['border.color']}`,
      }}
    >
      {properties.image && isSafeUrl(properties.image) ? (
        <Img
          src={absoluteUrl(properties.image, origin)}
          alt={properties.imageAlt}
          width="100%"
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
          <Link href={href} style={{ color: baseTheme['primary.color'], fontWeight: 700 }}>
            {properties.linkText}
          </Link>
        ) : null}
      </Section>
    </Section>
  );
}
