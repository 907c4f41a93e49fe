import { describe, expect, it } from 'vitest';
import { queryForms, rankForShopper, shopperSearchScore } from './shopperSearch';

const products = [
  { name: 'Fox T-Shirt', description: 'Organic cotton, printed on demand' },
  { name: 'Owl Hoodie', description: 'Recycled fleece' },
  { name: 'Whale Sweater', description: 'Soft and warm' },
  { name: 'Bee Tote Bag', description: 'Heavy canvas' },
];
const texts = (product: (typeof products)[number]) => [product.name, product.description];
const names = (query: string) =>
  rankForShopper(products, query, texts).map((product) => product.name);

describe('shopper search', () => {
  it('finds T-Shirts for "tee", "tees", "tshirt" and "t-shirt"', () => {
    for (const query of ['tee', 'tees', 'tshirt', 't-shirt', 'T-SHIRTS']) {
      expect(names(query)).toEqual(['Fox T-Shirt']);
    }
  });

  it('finds a plural query by its singular and a synonym by its group', () => {
    expect(names('hoodies')).toEqual(['Owl Hoodie']);
    expect(names('jumper')).toEqual(['Whale Sweater']);
  });

  it('keeps the spec weights: a full word 2, a partial match 1, words add up', () => {
    expect(shopperSearchScore(['Owl Hoodie'], 'hoodie')).toBe(2);
    expect(shopperSearchScore(['Owl Hoodie'], 'hood')).toBe(1);
    expect(shopperSearchScore(['Owl Hoodie'], 'owl hoodie')).toBe(4);
    expect(shopperSearchScore(['Owl Hoodie'], 'denim')).toBe(0);
  });

  it('ranks the better match first and drops products that match nothing', () => {
    expect(names('fox tee')).toEqual(['Fox T-Shirt']);
    expect(names('bag')).toEqual(['Bee Tote Bag']);
    expect(names('denim')).toEqual([]);
  });

  it('answers every product for a query with no words', () => {
    expect(names('  ')).toHaveLength(products.length);
  });

  it('lists the forms a word is searched by', () => {
    expect(queryForms('tees')).toEqual(
      expect.arrayContaining(['tees', 'tee', 'tshirt', 't-shirt']),
    );
    expect(queryForms('dress')).toEqual(['dress']);
  });
});
