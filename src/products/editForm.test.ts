import { describe, expect, it } from 'vitest';
import {
  moneyFromText,
  moveItem,
  ORDER_ANNOUNCEMENTS,
  productInputFrom,
  tagsFromText,
} from './editForm';
import type { SellerProduct } from './view';

const saved: SellerProduct = {
  id: 7,
  uuid: 'u',
  baseSku: 'BASE-TSHIRT',
  name: 'Otter T-Shirt',
  description: '<p>Soft</p>',
  metaTitle: 'Otter',
  metaDescription: 'An otter',
  urlName: 'otter-t-shirt',
  images: [{ url: '/a.png', alt: 'Front', focalX: 0.2, focalY: 0.8 }],
  options: [{ colourName: 'Black', colourHex: '#000000', sizes: ['S', 'M'] }],
  price: 25,
  salePrice: 20,
  baseCost: 9.5,
  margin: { amount: 10.5, percent: 52.5 },
  collections: [3],
  tags: ['otters'],
  enabled: true,
  enableAddToCart: false,
  crossSellProducts: [4],
  approvalStatus: 'denied',
  denialReason: 'Blurry',
  version: 3,
  createdAt: '2026-01-01',
  updatedAt: null,
};

describe('product editor rules', () => {
  it('starts the form from every field the seller controls', () => {
    expect(productInputFrom(saved)).toStrictEqual({
      baseSku: 'BASE-TSHIRT',
      name: 'Otter T-Shirt',
      description: '<p>Soft</p>',
      metaTitle: 'Otter',
      metaDescription: 'An otter',
      urlName: 'otter-t-shirt',
      images: [{ url: '/a.png', alt: 'Front', focalX: 0.2, focalY: 0.8 }],
      options: [{ colourName: 'Black', sizes: ['S', 'M'] }],
      price: 25,
      salePrice: 20,
      collections: [3],
      tags: ['otters'],
      enabled: true,
      enableAddToCart: false,
      crossSellProducts: [4],
    });
  });

  it('reads tags from one line, dropping blanks and repeats', () => {
    expect(tagsFromText(' summer, otters,, Summer ,rivers ')).toStrictEqual([
      'summer',
      'otters',
      'rivers',
    ]);
  });

  it('moves an item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toStrictEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toStrictEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 4, 0)).toStrictEqual(['a', 'b']);
  });

  it('reads money as typed', () => {
    expect(moneyFromText('')).toBeNull();
    expect(moneyFromText('£12.50')).toBe(12.5);
    expect(moneyFromText('12,50')).toBeNaN();
  });

  it('announces moves with 1-based positions', () => {
    expect(ORDER_ANNOUNCEMENTS.moved('Image 2', 1, 3)).toBe('Image 2 moved to position 1 of 3.');
    expect(ORDER_ANNOUNCEMENTS.cancelled('Image 2')).toBe('Moving Image 2 was cancelled.');
  });
});
