import type { BasketItemInput } from '../../src/api/client';
import type { FrameCartRequest } from '../../src/registry';

/** Why a frame's add-to-cart request was refused before reaching the basket (posted back as the reason). */
export const FRAME_CART_MESSAGES = {
  badVariant: 'variantId must name a product',
  badItem: 'each item must name a product with productId or productUrl',
  noItems: 'items must not be empty',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** `12` is a product id; anything else names the product by its url name. */
function productRef(ref: string): Pick<BasketItemInput, 'productId' | 'productUrl'> {
  return /^\d+$/.test(ref) ? { productId: Number(ref) } : { productUrl: ref };
}

/**
 * What a frame's add-to-cart request (the iframe block's cart message channel) adds.
 * A variant id names a product and, optionally, its colour and size, joined by colons:
 * `fox-tee`, `12:Black` or `fox-tee:Black:M` (a product id or url name first). Items are
 * the basket's own item shape: `{ productId | productUrl, productColor?, productSize?, quantity? }`.
 * Throws an Error whose message is posted back to the frame.
 */
export function frameCartItems(request: FrameCartRequest): BasketItemInput[] {
  if ('variantId' in request) {
    const [ref, colour, size] = request.variantId.split(':').map((part) => part.trim());
    if (!ref) throw new Error(FRAME_CART_MESSAGES.badVariant);
    return [
      {
        ...productRef(ref),
        ...(colour ? { productColor: colour } : {}),
        ...(size ? { productSize: size } : {}),
      },
    ];
  }
  if (request.items.length === 0) throw new Error(FRAME_CART_MESSAGES.noItems);
  return request.items.map((item) => {
    if (!isRecord(item)) throw new Error(FRAME_CART_MESSAGES.badItem);
    const id =
      typeof item.productId === 'number' && Number.isInteger(item.productId) && item.productId > 0
        ? item.productId
        : undefined;
    const url = text(item.productUrl);
    if (id === undefined && url === undefined) throw new Error(FRAME_CART_MESSAGES.badItem);
    const colour = text(item.productColor);
    const size = text(item.productSize);
    const quantity =
      typeof item.quantity === 'number' && Number.isInteger(item.quantity) && item.quantity > 0
        ? item.quantity
        : undefined;
    return {
      ...(id !== undefined ? { productId: id } : { productUrl: url }),
      ...(colour ? { productColor: colour } : {}),
      ...(size ? { productSize: size } : {}),
      ...(quantity ? { quantity } : {}),
    };
  });
}
