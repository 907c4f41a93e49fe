import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_ENTRY, findCurrency } from '../../src/currency';
import { catalogPath, catalogQuery, fromPrice, studioHrefFor } from './catalog';

describe('customisation catalogue', () => {
  it('reads the store products, one card per design, optionally from a collection', () => {
    expect(catalogPath(3)).toBe('/division/3/products/');
    expect(catalogQuery(8, '')).toStrictEqual({ limit: 8, removeDuplicates: true });
    expect(catalogQuery(8, 'blanks')).toStrictEqual({
      limit: 8,
      collection: 'blanks',
      removeDuplicates: true,
    });
  });

  it('opens the studio on each product', () => {
    expect(studioHrefFor('organic-tee')).toBe('/studio/organic-tee/');
  });
});

describe('fromPrice', () => {
  it('shows the lowest price, sale included, in the shopper currency', () => {
    expect(fromPrice({ price: 25, salePrice: null }, DEFAULT_CURRENCY_ENTRY)).toBe('From £25.00');
    expect(fromPrice({ price: 25, salePrice: 20 }, DEFAULT_CURRENCY_ENTRY)).toBe('From £20.00');
    expect(fromPrice({ price: 25, salePrice: null }, findCurrency('USD')!)).toBe('From $50.00');
  });
});
