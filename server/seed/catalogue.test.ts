import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue';

describe('demo catalogue', () => {
  const products = demoProducts();

  it('has at least 24 products across the six kinds the issue names', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((p) => p.kind))).toEqual(
      new Set(['t-shirt', 'hoodie', 'sweater', 'tote-bag', 'art-print', 'sticker']),
    );
  });

  it('gives every product a unique url, colours and sizes, and sale prices below the price', () => {
    expect(new Set(products.map((p) => p.urlName)).size).toBe(products.length);
    for (const product of products) {
      expect(product.urlName).toMatch(/^[a-z0-9-]+$/);
      expect(product.colours.length).toBeGreaterThan(0);
      expect(product.sizes.length).toBeGreaterThan(0);
      if (product.salePrice !== null) expect(product.salePrice).toBeLessThan(product.price);
    }
  });
});
