import { describe, expect, it } from 'vitest';
import { FRAME_CART_MESSAGES, frameCartItems } from './frameCart';

describe('frameCartItems', () => {
  it('reads a variant id as product, colour and size joined by colons', () => {
    expect(frameCartItems({ variantId: 'fox-tee:Black:M' })).toStrictEqual([
      { productUrl: 'fox-tee', productColor: 'Black', productSize: 'M' },
    ]);
    expect(frameCartItems({ variantId: '12:Black' })).toStrictEqual([
      { productId: 12, productColor: 'Black' },
    ]);
    expect(frameCartItems({ variantId: '12' })).toStrictEqual([{ productId: 12 }]);
  });
  it('refuses a variant id that names no product', () => {
    expect(() => frameCartItems({ variantId: '' })).toThrow(FRAME_CART_MESSAGES.badVariant);
    expect(() => frameCartItems({ variantId: ':Black' })).toThrow(FRAME_CART_MESSAGES.badVariant);
  });
  it('takes items in the basket’s own shape, dropping anything else they carry', () => {
    expect(
      frameCartItems({
        items: [
          { productId: 3, productSize: 'L', quantity: 2, price: 0 },
          { productUrl: 'owl-hoodie', productColor: ' Navy ' },
        ],
      }),
    ).toStrictEqual([
      { productId: 3, productSize: 'L', quantity: 2 },
      { productUrl: 'owl-hoodie', productColor: 'Navy' },
    ]);
  });
  it('refuses an empty list and items that name no product', () => {
    expect(() => frameCartItems({ items: [] })).toThrow(FRAME_CART_MESSAGES.noItems);
    expect(() => frameCartItems({ items: ['fox-tee'] })).toThrow(FRAME_CART_MESSAGES.badItem);
    expect(() => frameCartItems({ items: [{ productId: -1 }] })).toThrow(
      FRAME_CART_MESSAGES.badItem,
    );
  });
});
