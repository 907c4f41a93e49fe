import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../src/model';
import { productImageChoices } from './productImages';

const product = (id: number, name: string, image: string | null, altText = ''): ProductSummary => ({
  id,
  urlName: name.toLowerCase().replace(/ /g, '-'),
  name,
  image: image === null ? null : { original: image, altText, sizes: {} },
  price: 25,
  salePrice: null,
  manufacturer: null,
  description: '',
  reviews: { count: 0, average: 0 },
});

const products = [
  product(1, 'Heron T-Shirt', '/uploads/heron.jpg', 'A heron printed on a white tee'),
  product(2, 'Plain Hoodie', null),
  product(3, 'Otter Hoodie', '/uploads/otter.jpg'),
];

describe('productImageChoices', () => {
  it('offers each product image, with its alt text or else the product name', () => {
    expect(productImageChoices(products, '')).toStrictEqual([
      {
        productId: 1,
        productName: 'Heron T-Shirt',
        src: '/uploads/heron.jpg',
        alt: 'A heron printed on a white tee',
      },
      { productId: 3, productName: 'Otter Hoodie', src: '/uploads/otter.jpg', alt: 'Otter Hoodie' },
    ]);
  });

  it('filters by name, ignoring case and surrounding spaces', () => {
    expect(productImageChoices(products, '  HOODIE ').map((choice) => choice.productId)).toEqual([
      3,
    ]);
    expect(productImageChoices(products, 'sock')).toEqual([]);
  });
});
