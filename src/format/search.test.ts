import { describe, expect, it } from 'vitest';
import { rankByQuery, searchScore } from './search';

describe('searchScore', () => {
  it('gives 2 for a full-word match and 1 for a partial match', () => {
    expect(searchScore('Organic cotton tee', 'cotton')).toBe(2);
    expect(searchScore('Organic cotton tee', 'cott')).toBe(1);
    expect(searchScore('Organic cotton tee', 'denim')).toBe(0);
  });

  it('sums the weights of every query term', () => {
    expect(searchScore('Organic cotton tee', 'organic tee')).toBe(4);
    expect(searchScore('Organic cotton tee', 'organic cott')).toBe(3);
  });

  it('counts a repeated query term once', () => {
    expect(searchScore('Organic cotton tee', 'tee tee')).toBe(2);
  });

  it('ignores case and accents', () => {
    expect(searchScore('Café Hoodie', 'CAFE')).toBe(2);
  });

  it('takes several texts of one item together', () => {
    expect(searchScore(['Hoodie', 'Recycled fleece'], 'hoodie fleece')).toBe(4);
  });
});

describe('rankByQuery', () => {
  const products = [
    { name: 'Steel bottle' },
    { name: 'Classic tee' },
    { name: 'Tee dress' },
    { name: 'Hoodie' },
  ];
  const byName = (product: { name: string }) => product.name;

  it('orders matches best first, drops non-matches and keeps ties in order', () => {
    expect(rankByQuery(products, 'tee', byName).map(byName)).toEqual([
      'Classic tee',
      'Tee dress',
      'Steel bottle',
    ]);
  });

  it('returns every item unchanged for an empty query', () => {
    expect(rankByQuery(products, '  ', byName)).toEqual(products);
  });
});
