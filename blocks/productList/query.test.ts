import { describe, expect, it } from 'vitest';
import { collectionHref, productHref, productListPath, productListQuery } from './query';

describe('product list query', () => {
  it('asks for the default 4 bestsellers without a sort (the endpoint orders by bestseller rank)', () => {
    expect(
      productListQuery({
        sortBy: 'bestsellerOrder',
        limit: 4,
        collection: '',
        removeDuplicates: true,
      }),
    ).toStrictEqual({
      limit: 4,
      removeDuplicates: true,
    });
  });

  it('sends sort=new-in and the collection when chosen', () => {
    expect(
      productListQuery({
        sortBy: 'newIn',
        limit: 8,
        collection: 'summer',
        removeDuplicates: false,
      }),
    ).toStrictEqual({
      limit: 8,
      collection: 'summer',
      sort: 'new-in',
      removeDuplicates: false,
    });
  });

  it('builds the spec paths', () => {
    expect(productListPath(12)).toBe('/division/12/products/');
    expect(productHref('organic-tee')).toBe('/product/organic-tee/');
    expect(productHref('a/b')).toBe('/product/a%2Fb/');
    expect(collectionHref('summer')).toBe('/collection/summer/');
  });
});
