import { convertFromGbp, currencyDecimals, type CurrencyEntry } from '../../src/currency';
import type { ImageAsset, Product, ProductOption } from '../../src/model';

/** A colour as it appears in a product URL: `Heather Grey` -> `heather-grey`. */
export const colourSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** The product page's path, with the colour when one is chosen. */
export const productPath = (urlName: string, colour?: string | null): string =>
  colour ? `/product/${urlName}/${colourSlug(colour)}/` : `/product/${urlName}/`;

/**
 * The colour a product page shows: the one named in the URL (its slug, any case), else
 * the product's default colour, else its first. Null for a product without options.
 */
export function selectedOption(
  product: Pick<Product, 'options' | 'defaultColour'>,
  colourParam?: string,
): ProductOption | null {
  const wanted = colourParam ? colourSlug(colourParam) : null;
  return (
    (wanted
      ? product.options.find((option) => colourSlug(option.colourName) === wanted)
      : undefined) ??
    product.options.find((option) => option.colourName === product.defaultColour) ??
    product.options[0] ??
    null
  );
}

/** The pictures to show: the chosen colour's, else the product's own. */
export const productImages = (
  product: Pick<Product, 'images'>,
  option: ProductOption | null,
): ImageAsset[] => (option && option.images.length > 0 ? option.images : product.images);

/** What the shopper pays (GBP): the sale price when the product is on sale, else the price. */
export const payablePrice = (product: Pick<Product, 'price' | 'salePrice' | 'onSale'>): number =>
  product.onSale && product.salePrice !== null ? product.salePrice : product.price;

/** Structured product offers are valid one year. */
export const OFFER_VALID_YEARS = 1;

/** The ISO date one year after `now`: the offer's `priceValidUntil`. */
export function priceValidUntil(now: Date): string {
  const until = new Date(now.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + OFFER_VALID_YEARS);
  return until.toISOString().slice(0, 10);
}

/**
 * The product's schema.org `Product` with one `Offer` (issue 5: JSON-LD for product
 * offers), priced in the shopper's currency, valid one year.
 */
export function productJsonLd(args: {
  product: Pick<
    Product,
    | 'name'
    | 'description'
    | 'sku'
    | 'price'
    | 'salePrice'
    | 'onSale'
    | 'images'
    | 'enabled'
    | 'manufacturer'
  >;
  option: ProductOption | null;
  currency: CurrencyEntry;
  url: string;
  origin: string;
  now: Date;
}): Record<string, unknown> {
  const { product, currency } = args;
  const image = productImages(product, args.option)[0]?.original;
  const amount = convertFromGbp(payablePrice(product), currency);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    ...(image ? { image: new URL(image, args.origin).href } : {}),
    ...(product.manufacturer
      ? { brand: { '@type': 'Brand', name: product.manufacturer.name } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: args.url,
      priceCurrency: currency.code,
      price: amount.toFixed(currencyDecimals(currency.code)),
      priceValidUntil: priceValidUntil(args.now),
      availability: product.enabled
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  };
}
