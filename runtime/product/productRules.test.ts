import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_ENTRY, findCurrency } from '../../src/currency';
import type { ProductOption } from '../../src/model';
import {
  colourSlug,
  payablePrice,
  priceValidUntil,
  productImages,
  productJsonLd,
  productPath,
  selectedOption,
} from './productRules';

const option = (colourName: string, images: ProductOption['images'] = []): ProductOption => ({
  colourName,
  colourHex: '#000000',
  sizes: ['S', 'M'],
  images,
  thumbnail: null,
  pro: false,
});
const black = option('Black', [
  { original: '/img/fox-black.png', altText: 'Fox Tee in Black', sizes: {} },
]);
const grey = option('Heather Grey');
const product = {
  name: 'Fox Tee',
  description: 'Organic cotton',
  sku: 'DEMO-TEE-FOX',
  price: 25,
  salePrice: 20,
  onSale: true,
  enabled: true,
  images: [{ original: '/img/fox.png', altText: '', sizes: {} }],
  manufacturer: { id: 1, name: 'Loop & Thread' },
  options: [black, grey],
  defaultColour: 'Black',
};

describe('product colours', () => {
  it('puts colours in URLs as lower-case slugs', () => {
    expect(colourSlug(' Heather Grey ')).toBe('heather-grey');
    expect(productPath('fox-tee')).toBe('/product/fox-tee/');
    expect(productPath('fox-tee', 'Heather Grey')).toBe('/product/fox-tee/heather-grey/');
  });
  it('shows the colour named in the URL, else the default, else the first', () => {
    expect(selectedOption(product, 'HEATHER-GREY')).toBe(grey);
    expect(selectedOption(product, 'purple')).toBe(black);
    expect(selectedOption(product)).toBe(black);
    expect(selectedOption({ options: [grey, black], defaultColour: null })).toBe(grey);
    expect(selectedOption({ options: [], defaultColour: null })).toBeNull();
  });
  it('shows the chosen colour’s pictures, or the product’s when the colour has none', () => {
    expect(productImages(product, black)).toBe(black.images);
    expect(productImages(product, grey)).toBe(product.images);
  });
});

describe('prices', () => {
  it('charges the sale price only while the product is on sale', () => {
    expect(payablePrice(product)).toBe(20);
    expect(payablePrice({ ...product, onSale: false })).toBe(25);
    expect(payablePrice({ price: 25, salePrice: null, onSale: true })).toBe(25);
  });
});

describe('productJsonLd', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it('is a schema.org Product whose Offer is valid one year, priced in the shopper’s currency', () => {
    const usd = findCurrency('USD')!;
    expect(
      productJsonLd({
        product,
        option: black,
        currency: usd,
        url: 'http://demo.localhost/product/fox-tee/',
        origin: 'http://demo.localhost',
        now,
      }),
    ).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Fox Tee',
      description: 'Organic cotton',
      sku: 'DEMO-TEE-FOX',
      image: 'http://demo.localhost/img/fox-black.png',
      brand: { '@type': 'Brand', name: 'Loop & Thread' },
      offers: {
        '@type': 'Offer',
        url: 'http://demo.localhost/product/fox-tee/',
        priceCurrency: 'USD',
        price: (20 * usd.conversionRate).toFixed(2),
        priceValidUntil: '2027-03-15',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('writes prices with the currency’s decimals (none for yen) and GBP unconverted', () => {
    const yen = productJsonLd({
      product,
      option: null,
      currency: findCurrency('JPY')!,
      url: 'u',
      origin: 'http://x',
      now,
    });
    expect((yen.offers as { price: string }).price).toMatch(/^\d+$/);
    const pounds = productJsonLd({
      product,
      option: null,
      currency: DEFAULT_CURRENCY_ENTRY,
      url: 'u',
      origin: 'http://x',
      now,
    });
    expect((pounds.offers as { price: string }).price).toBe('20.00');
  });

  it('keeps a 29 February offer valid to the same day a year on', () => {
    expect(priceValidUntil(new Date('2028-02-29T12:00:00Z'))).toBe('2029-03-01');
  });
});
