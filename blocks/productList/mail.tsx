import { Column, Heading, Img, Link, Row, Section, Text } from '@react-email/components';
import { DEFAULT_CURRENCY_ENTRY } from '../../src/currency';
import { mailHref } from '../../src/links';
import { imageSize } from '../../src/media';
import type { ProductSummary } from '../../src/model';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { ProductListData } from './load';
import { shownPrice } from './price';
import type { ProductListProperties } from './properties';
import { collectionHref, productHref } from './query';

/** Two cards per row fit the 520px mail layout. */
const PER_ROW = 2;
const MAIL_IMAGE_WIDTH = 240;

function rows(products: readonly ProductSummary[]): ProductSummary[][] {
  const result: ProductSummary[][] = [];
  for (let i = 0; i < products.length; i += PER_ROW) result.push(products.slice(i, i + PER_ROW));
  return result;
}

/**
 * Products in a two-column table, prices in GBP (a mail has no shopper currency). Without
 * loaded products the mail still offers a link to the shop rather than an empty block.
 */
export function ProductListMail({
  properties,
  data,
  origin,
  theme,
}: MailRendererProps<ProductListProperties, ProductListData>) {
  const values = mailThemeValues(baseTheme, theme);
  const products = data?.ok ? data.value.products : [];
  const title = (data?.ok ? data.value.title : undefined) ?? properties.title;
  const shopHref = mailHref(
    properties.collection !== '' ? collectionHref(properties.collection) : '/',
    origin,
  );
  return (
    <Section style={{ padding: '16px 0' }}>
      {title !== '' && (
        <Heading
          as="h2"
          style={{ margin: '0 0 16px', fontSize: '22px', color: values['heading2.color'] }}
        >
          {title}
        </Heading>
      )}
      {rows(products).map((row) => (
        <Row key={row[0]!.id}>
          {row.map((product) => {
            const href = mailHref(productHref(product.urlName), origin);
            const price = shownPrice(product, DEFAULT_CURRENCY_ENTRY);
            return (
              <Column
                key={product.id}
                style={{ width: `${100 / PER_ROW}%`, padding: '0 8px 16px', verticalAlign: 'top' }}
              >
                {product.image && (
                  <Link href={href}>
                    <Img
                      src={mailHref(imageSize(product.image, MAIL_IMAGE_WIDTH), origin)}
                      alt={product.image.altText || product.name}
                      width={MAIL_IMAGE_WIDTH}
                      height={MAIL_IMAGE_WIDTH}
                      style={{
                        width: '100%',
                        height: 'auto',
                        borderRadius: values['image.borderRadius'],
                      }}
                    />
                  </Link>
                )}
                <Text style={{ margin: '8px 0 0', fontSize: '16px', fontWeight: 700 }}>
                  <Link href={href} style={{ color: values['text.color'] }}>
                    {product.name}
                  </Link>
                </Text>
                <Text style={{ margin: '4px 0 0', fontSize: '16px', color: values['text.color'] }}>
                  {price.was !== undefined && (
                    <>
                      <s style={{ color: values['text.muted'] }}>{price.was}</s>{' '}
                    </>
                  )}
                  {price.current}
                </Text>
              </Column>
            );
          })}
        </Row>
      ))}
      <Text style={{ margin: '8px 0 0', textAlign: 'center' }}>
        <Link href={shopHref} style={{ color: values['primary.color'], fontWeight: 700 }}>
          Shop now
        </Link>
      </Text>
    </Section>
  );
}
