import { describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CART_COMPLETE,
  ADD_TO_CART_FAILED,
  CART_MESSAGE_REASONS,
  addToCartReply,
  checkCartMessage,
  frameOrigin,
} from './cartMessage';

const frame = 'https://designer.example';
const allowed = [frame];

describe('checkCartMessage', () => {
  it('ignores messages from origins that are not iframe blocks on the page', () => {
    expect(
      checkCartMessage('https://evil.example', { type: 'add-to-cart', variantId: 'v1' }, allowed),
    ).toStrictEqual({ kind: 'ignore' });
  });

  it('ignores messages that are not add-to-cart', () => {
    expect(checkCartMessage(frame, { type: 'resize', height: 400 }, allowed)).toStrictEqual({
      kind: 'ignore',
    });
    expect(checkCartMessage(frame, 'add-to-cart', allowed)).toStrictEqual({ kind: 'ignore' });
    expect(checkCartMessage(frame, null, allowed)).toStrictEqual({ kind: 'ignore' });
  });

  it('accepts a variant id', () => {
    expect(
      checkCartMessage(frame, { type: 'add-to-cart', variantId: 'v1' }, allowed),
    ).toStrictEqual({ kind: 'accept', request: { variantId: 'v1' } });
  });

  it('accepts a list of items', () => {
    const items = [{ variantId: 'v1', quantity: 2 }];
    expect(checkCartMessage(frame, { type: 'add-to-cart', items }, allowed)).toStrictEqual({
      kind: 'accept',
      request: { items },
    });
  });

  it('refuses variantId and items together', () => {
    expect(
      checkCartMessage(frame, { type: 'add-to-cart', variantId: 'v1', items: [] }, allowed),
    ).toStrictEqual({
      kind: 'reject',
      reply: { type: ADD_TO_CART_FAILED, reason: 'variantId and items cannot both be given' },
    });
  });

  it('refuses a variantId that is not a string', () => {
    expect(checkCartMessage(frame, { type: 'add-to-cart', variantId: 42 }, allowed)).toStrictEqual({
      kind: 'reject',
      reply: { type: ADD_TO_CART_FAILED, reason: 'variantId must be a string' },
    });
  });

  it('refuses items that are not an array', () => {
    expect(
      checkCartMessage(frame, { type: 'add-to-cart', items: { variantId: 'v1' } }, allowed),
    ).toStrictEqual({
      kind: 'reject',
      reply: { type: ADD_TO_CART_FAILED, reason: 'items must be an array' },
    });
  });

  it('refuses a message with neither', () => {
    expect(checkCartMessage(frame, { type: 'add-to-cart' }, allowed)).toStrictEqual({
      kind: 'reject',
      reply: { type: ADD_TO_CART_FAILED, reason: 'variantId or items must be given' },
    });
  });
});

describe('addToCartReply', () => {
  it('answers add-to-cart-complete when the basket takes it', async () => {
    const addToCart = vi.fn().mockResolvedValue(undefined);
    expect(await addToCartReply({ variantId: 'v1' }, addToCart)).toStrictEqual({
      type: ADD_TO_CART_COMPLETE,
    });
    expect(addToCart).toHaveBeenCalledWith({ variantId: 'v1' });
  });

  it('answers add-to-cart-failed with the error message', async () => {
    const addToCart = vi.fn().mockRejectedValue(new Error('Out of stock'));
    expect(await addToCartReply({ variantId: 'v1' }, addToCart)).toStrictEqual({
      type: ADD_TO_CART_FAILED,
      reason: 'Out of stock',
    });
  });

  it('falls back to the unavailable-product message without one', async () => {
    const addToCart = vi.fn().mockRejectedValue('nope');
    expect(await addToCartReply({ items: [] }, addToCart)).toStrictEqual({
      type: ADD_TO_CART_FAILED,
      reason: 'Oops... Looks like this product is no longer available',
    });
  });

  it('fails where the page cannot add to the basket', async () => {
    expect(await addToCartReply({ variantId: 'v1' }, undefined)).toStrictEqual({
      type: ADD_TO_CART_FAILED,
      reason: CART_MESSAGE_REASONS.unavailable,
    });
  });
});

describe('frameOrigin', () => {
  it('is the origin of an http(s) URL and null otherwise', () => {
    expect(frameOrigin('https://designer.example/embed?x=1')).toBe('https://designer.example');
    expect(frameOrigin('/relative/')).toBeNull();
    expect(frameOrigin('javascript:alert(1)')).toBeNull();
    expect(frameOrigin('')).toBeNull();
  });
});
