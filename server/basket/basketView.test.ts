import { describe, expect, it } from 'vitest';
import { productSchema } from '../../src/model';
import { basketItemsOf, choiceProblem, favouriteItemsOf, lineKey } from './basketView';

const tee = productSchema.parse({
  id: 7,
  uuid: 'uuid-7',
  sku: 'TS',
  name: 'Fox Tee',
  urlName: 'fox-tee',
  type: 't-shirt',
  price: 25,
  salePrice: 20,
  createdAt: '2025-01-01',
  options: [
    {
      colourName: 'Black',
      colourHex: '#000',
      sizes: ['S', 'M'],
      images: [{ original: '/img/black.png', sizes: { '256': '/img/black-256.webp' } }],
    },
    { colourName: 'White', colourHex: '#fff', sizes: ['M'], images: [] },
  ],
  images: [{ original: '/img/default.png' }],
});
const line = { key: 'k', productId: 7, colour: 'Black', size: 'M', quantity: 2, bundleOptions: {} };

describe('basket view', () => {
  it('keys a line by product, colour, size and bundle options, whatever their order', () => {
    expect(lineKey(7, 'Black', 'M', { a: '1', b: '2' })).toBe(
      lineKey(7, 'Black', 'M', { b: '2', a: '1' }),
    );
    expect(lineKey(7, 'Black', 'M', {})).not.toBe(lineKey(7, 'Black', 'L', {}));
  });

  it('shows basket lines with the sale price, the colour’s image and the chosen options', () => {
    expect(basketItemsOf([line], [tee])).toEqual([
      {
        key: 'k',
        quantity: 2,
        name: 'Fox Tee',
        priceIncTax: 20,
        image: '/img/black-256.webp',
        options: { colour: 'Black', size: 'M' },
        productUuid: 'uuid-7',
      },
    ]);
    expect(basketItemsOf([{ ...line, colour: 'White' }], [tee])[0]?.image).toBe('/img/default.png');
    expect(basketItemsOf([{ ...line, productId: 99 }], [tee])).toEqual([]);
  });

  it('shows favourites with product id and url', () => {
    expect(favouriteItemsOf([line], [tee])[0]).toMatchObject({
      key: 'k',
      productId: 7,
      productUrl: 'fox-tee',
      productColor: 'Black',
      productSize: 'M',
    });
  });

  it('accepts only colours and sizes the product offers', () => {
    expect(choiceProblem(tee, null, null)).toBeNull();
    expect(choiceProblem(tee, 'black', 's')).toBeNull();
    expect(choiceProblem(tee, 'Green', 'S')).toBe('colour');
    expect(choiceProblem(tee, 'White', 'S')).toBe('size');
  });
});
