import type { FrameCartRequest } from '../../src/registry';

/**
 * The add-to-cart message channel between a page and the frames its iframe blocks embed
 * (only from the origins of iframe blocks on the current page). A frame posts
 *
 *     { type: 'add-to-cart', variantId: 'abc' }   or   { type: 'add-to-cart', items: [...] }
 *
 * and is answered with `{ type: 'add-to-cart-complete' }` or
 * `{ type: 'add-to-cart-failed', reason }`. Messages are accepted only from the origins of
 * iframe blocks on the current page; from anywhere else, and messages of other types,
 * are ignored without an answer (nothing is revealed to other windows).
 */
export const ADD_TO_CART = 'add-to-cart';
export const ADD_TO_CART_COMPLETE = 'add-to-cart-complete';
export const ADD_TO_CART_FAILED = 'add-to-cart-failed';

/** The reasons a frame is told, to the letter. */
export const CART_MESSAGE_REASONS = {
  bothGiven: 'variantId and items cannot both be given',
  variantIdNotString: 'variantId must be a string',
  itemsNotArray: 'items must be an array',
  neitherGiven: 'variantId or items must be given',
  /** The basket refused without saying why (the add-to-basket failure message). */
  addFailed: 'Oops... Looks like this product is no longer available',
  /** The page cannot add to the basket here (server render, editor preview). */
  unavailable: 'Adding to the basket is not available here',
} as const;

export type CartReply =
  { type: typeof ADD_TO_CART_COMPLETE } | { type: typeof ADD_TO_CART_FAILED; reason: string };

export type CartMessageCheck =
  | { kind: 'ignore' }
  | { kind: 'reject'; reply: CartReply }
  | { kind: 'accept'; request: FrameCartRequest };

const failed = (reason: string): CartReply => ({ type: ADD_TO_CART_FAILED, reason });

/** The origin of an http(s) frame URL, or null for anything else (relative, javascript:, blank). */
export function frameOrigin(src: string): string | null {
  try {
    const url = new URL(src.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Decides what a message posted to the page means. Pure: the listener acts on the result. */
export function checkCartMessage(
  origin: string,
  data: unknown,
  allowedOrigins: readonly string[],
): CartMessageCheck {
  if (!allowedOrigins.includes(origin)) return { kind: 'ignore' };
  if (
    typeof data !== 'object' ||
    data === null ||
    (data as { type?: unknown }).type !== ADD_TO_CART
  )
    return { kind: 'ignore' };
  const { variantId, items } = data as { variantId?: unknown; items?: unknown };
  const hasVariant = variantId !== undefined;
  const hasItems = items !== undefined;
  if (hasVariant && hasItems)
    return { kind: 'reject', reply: failed(CART_MESSAGE_REASONS.bothGiven) };
  if (hasVariant && typeof variantId !== 'string')
    return { kind: 'reject', reply: failed(CART_MESSAGE_REASONS.variantIdNotString) };
  if (hasItems && !Array.isArray(items))
    return { kind: 'reject', reply: failed(CART_MESSAGE_REASONS.itemsNotArray) };
  if (typeof variantId === 'string') return { kind: 'accept', request: { variantId } };
  if (Array.isArray(items)) return { kind: 'accept', request: { items } };
  return { kind: 'reject', reply: failed(CART_MESSAGE_REASONS.neitherGiven) };
}

/** Runs an accepted request through the basket and turns the outcome into the answer. */
export async function addToCartReply(
  request: FrameCartRequest,
  addToCart: ((request: FrameCartRequest) => Promise<void>) | undefined,
): Promise<CartReply> {
  if (!addToCart) return failed(CART_MESSAGE_REASONS.unavailable);
  try {
    await addToCart(request);
    return { type: ADD_TO_CART_COMPLETE };
  } catch (error) {
    const message = error instanceof Error ? error.message.trim() : '';
    return failed(message || CART_MESSAGE_REASONS.addFailed);
  }
}
