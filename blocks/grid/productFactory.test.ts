import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../src/model';
import { resolveItemFactory } from '../../src/registry';
import { FACTORY_PRODUCT_LIMIT, productCard, productsFactory } from './productFactory';

const product = {
  id: 7,
  urlName: 'organic-tee',
  name: 'Organic tee',
  image: {
    original: 'https://cdn.example/tee.png',
    altText: '',
    sizes: { 480: 'https://cdn.example/tee-480.png' },
  },
  price: 25,
  salePrice: null,
  manufacturer: null,
  description: '',
  reviews: { count: 0, average: 0 },
};

describe('the grid products factory', () => {
  it('reads new-in and bestseller products of the store, up to the limit', () => {
    expect(productsFactory.sources.newIn?.path(3)).toBe('/division/3/products/');
    expect(productsFactory.sources.newIn?.query).toMatchObject({
      limit: FACTORY_PRODUCT_LIMIT,
      sort: 'new-in',
    });
    expect(productsFactory.sources.bestsellers?.query).not.toHaveProperty('sort');
  });

  it('builds one product card per product, linking to the product page', () => {
    const items = productsFactory.build(
      { products: [product] },
      blockSchema.parse({ id: 'g', uid: 'g', type: 'grid' }),
    );
    expect(items).toEqual([productCard(product)]);
    expect(items[0]?.properties).toMatchObject({
      title: 'Organic tee',
      href: '/product/organic-tee/',
      price: 25,
    });
  });

  it('builds nothing from an answer of the wrong shape', () => {
    expect(
      productsFactory.build(
        { products: [{ id: 'x' }] },
        blockSchema.parse({ id: 'g', uid: 'g', type: 'grid' }),
      ),
    ).toEqual([]);
  });

  it('keeps the template card’s style on every generated card (shadow properties)', () => {
    const grid = blockSchema.parse({
      id: 'g',
      uid: 'g',
      type: 'grid',
      properties: { itemFactory: { factory: 'products', source: 'newIn' } },
      items: [
        {
          id: 't',
          uid: 't',
          type: 'pod',
          flags: ['shadow'],
          properties: { title: 'Template', buttonText: 'Shop now', textAlign: 'center' },
        },
      ],
    });
    const resolved = resolveItemFactory(grid, productsFactory.build({ products: [product] }, grid));
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const generated = resolved.value.items.find((item) => item.flags.includes('generated'));
    expect(generated?.properties).toMatchObject({
      title: 'Organic tee',
      buttonText: 'Shop now',
      textAlign: 'center',
    });
  });
});
