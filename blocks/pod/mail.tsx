import { Button, Heading, Img, Link, Section, Text } from '@react-email/components';
import { DEFAULT_CURRENCY_ENTRY, formatPrice } from '../../src/currency';
import { absoluteUrl, isSafeUrl, mailHref } from '../../src/links';
import { imageSize } from '../../src/media';
import { mailImageWidth, mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { podImageWidth } from './imageWidth';
import type { PodProperties } from './properties';

const MAIL_TITLE_SIZES = [16, 18, 20, 24, 28];

/** The card stacked for mail: image, badge, title, copy, price and a link button. */
export function PodMail({ block, properties, origin, theme }: MailRendererProps<PodProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const href =
    properties.href && !properties.disabled ? mailHref(properties.href, origin) : undefined;
  const image =
    properties.media !== 'none' && properties.image && isSafeUrl(properties.image)
      ? absoluteUrl(
          imageSize(
            { original: properties.image, sizes: properties.imageSrcSet },
            podImageWidth(block.size.x),
          ),
          origin,
        )
      : undefined;
  const onSale =
    properties.price !== null &&
    properties.salePrice !== null &&
    properties.salePrice < properties.price;
  const button = properties.buttonStyle;

  return (
    <Section
      style={{
        textAlign: properties.textAlign,
        fontFamily: `${values['text.font']}, sans-serif`,
        color: values['card.color'],
      }}
    >
      {image ? (
        href ? (
          <Link href={href}>
            <Img
              src={image}
              alt={properties.title}
              width={mailImageWidth(block)}
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Link>
        ) : (
          <Img
            src={image}
            alt={properties.title}
            width={mailImageWidth(block)}
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
        )
      ) : null}
      {properties.badge ? (
        <Text
          style={{
            margin: '12px 0 0',
            fontSize: '12px',
            fontWeight: 700,
            color: values['primary.color'],
          }}
        >
          {properties.badge}
        </Text>
      ) : null}
      {properties.title ? (
        <Heading
          as="h3"
          style={{ margin: '8px 0', fontSize: `${MAIL_TITLE_SIZES[properties.titleSize] ?? 20}px` }}
        >
          {properties.title}
        </Heading>
      ) : null}
      {properties.copy ? (
        <Text style={{ margin: '0 0 8px', fontSize: '14px', lineHeight: '1.5' }}>
          {properties.copy}
        </Text>
      ) : null}
      {properties.price !== null ? (
        <Text style={{ margin: '0 0 12px', fontWeight: 700 }}>
          {onSale ? (
            <>
              <s style={{ fontWeight: 400 }}>
                {formatPrice(properties.price, DEFAULT_CURRENCY_ENTRY)}
              </s>{' '}
              {formatPrice(properties.salePrice ?? 0, DEFAULT_CURRENCY_ENTRY)}
            </>
          ) : (
            formatPrice(properties.price, DEFAULT_CURRENCY_ENTRY)
          )}
          {properties.priceSuffix ? ` ${properties.priceSuffix}` : ''}
        </Text>
      ) : null}
      {href && properties.buttonText ? (
        <Button
          href={href}
          style={{
            display: 'inline-block',
            padding: '10px 20px',
            border: `1px solid ${button.borderColor || values['button.borderColor']}`,
            borderRadius:
              button.borderRadius === null
                ? values['button.borderRadius']
                : `${button.borderRadius}px`,
            backgroundColor: button.fill
              ? button.backgroundColor || values['button.background']
              : 'transparent',
            color:
              button.textColor ||
              (button.fill ? values['button.color'] : values['button.borderColor']),
            textDecoration: 'none',
          }}
        >
          {properties.buttonText}
        </Button>
      ) : null}
    </Section>
  );
}
