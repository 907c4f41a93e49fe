import { Button, Column, Heading, Img, Row, Section, Text } from '@react-email/components';
import { DEFAULT_CURRENCY_ENTRY } from '../../src/currency';
import { mailHref } from '../../src/links';
import { imageSize } from '../../src/media';
import type { ProductSummary } from '../../src/model';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { fromPrice, studioHrefFor } from './catalog';
import type { CustomisationCatalogData } from './load';
import type { CustomisationCatalogProperties } from './properties';

const PER_ROW = 2;
const MAX_MAIL_ITEMS = 4;

/** Two cards a row, at most four, each with a button into the studio; prices in GBP. */
export function CustomisationCatalogMail({
  properties,
  data,
  origin,
  theme,
}: MailRendererProps<CustomisationCatalogProperties, CustomisationCatalogData>) {
  const values = mailThemeValues(baseTheme, theme);
  const products = data?.ok ? data.value.slice(0, MAX_MAIL_ITEMS) : [];
  const rows: ProductSummary[][] = [];
  for (let i = 0; i < products.length; i += PER_ROW) rows.push(products.slice(i, i + PER_ROW));
  return (
    <Section style={{ padding: '16px 0' }}>
      <Heading
        as="h2"
        style={{ margin: '0 0 8px', fontSize: '22px', color: values['heading2.color'] }}
      >
        {properties.title}
      </Heading>
      {properties.copy !== '' && (
        <Text style={{ margin: '0 0 16px', fontSize: '16px', color: values['text.color'] }}>
          {properties.copy}
        </Text>
      )}
      {rows.map((row) => (
        <Row key={row[0]!.id}>
          {row.map((product) => {
            const href = mailHref(studioHrefFor(product.urlName), origin);
            return (
              <Column
                key={product.id}
                style={{ width: `${100 / PER_ROW}%`, padding: '0 8px 16px', verticalAlign: 'top' }}
              >
                {product.image && (
                  <Img
                    src={mailHref(imageSize(product.image, 240), origin)}
                    alt={product.image.altText || product.name}
                    width={240}
                    height={240}
                    style={{
                      width: '100%',
                      height: 'auto',
                      borderRadius: values['image.borderRadius'],
                    }}
                  />
                )}
                <Text
                  style={{
                    margin: '8px 0 0',
                    fontSize: '16px',
                    fontWeight: 700,
                    color: values['text.color'],
                  }}
                >
                  {product.name}
                </Text>
                <Text
                  style={{ margin: '4px 0 8px', fontSize: '14px', color: values['text.muted'] }}
                >
                  {fromPrice(product, DEFAULT_CURRENCY_ENTRY)}
                </Text>
                <Button
                  href={href}
                  style={{
                    backgroundColor: values['button.background'],
                    color: values['button.color'],
                    borderRadius: values['button.borderRadius'],
                    padding: '8px 16px',
                    fontWeight: 700,
                  }}
                >
                  {properties.buttonText || 'Customise'}
                </Button>
              </Column>
            );
          })}
        </Row>
      ))}
    </Section>
  );
}
