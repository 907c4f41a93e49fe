import type { BasketItemInput } from '../../src/api/client';
import type { BasketItem, FavouriteItem } from '../../src/model';

/**
 * Favourites rules (spec, storefront: a favourite is productId or productUrl, colour,
 * size, key). Pure: the favourites screen and its actions call them.
 */

/** The basket item a favourite adds: its product, colour and size. */
export function basketInputOf(favourite: FavouriteItem): BasketItemInput {
  return {
    ...(favourite.productId !== null
      ? { productId: favourite.productId }
      : favourite.productUrl !== null
        ? { productUrl: favourite.productUrl }
        : {}),
    ...(favourite.productColor !== null ? { productColor: favourite.productColor } : {}),
    ...(favourite.productSize !== null ? { productSize: favourite.productSize } : {}),
  };
}

/**
 * The favourites a move put in the basket: the server keys a line by product, colour,
 * size and options in both lists, so a favourite whose key is now in the basket arrived.
 */
export function movedFavourites(
  favourites: readonly FavouriteItem[],
  basket: readonly BasketItem[],
): FavouriteItem[] {
  const inBasket = new Set(basket.map((item) => item.key));
  return favourites.filter((favourite) => inBasket.has(favourite.key));
}

/** Whether a favourite of this product, colour and size is already kept. */
export function isFavourite(
  favourites: readonly FavouriteItem[],
  productId: number,
  colour: string | null,
): boolean {
  return favourites.some(
    (favourite) =>
      favourite.productId === productId &&
      (favourite.productColor ?? '').toLowerCase() === (colour ?? '').toLowerCase(),
  );
}

/**
 * The favourites list in the answer to a block's POST, when that POST added to favourites
 * (the interactions block's like): every favourites answer is the whole list, so the
 * header heart can follow it. Null for any other call.
 */
export function favouritesFromAnswer(
  path: string,
  body: unknown,
  answer: unknown,
): FavouriteItem[] | null {
  const toFavourites =
    path === '/frontend/product/addItemToCart/' &&
    typeof body === 'object' &&
    body !== null &&
    (body as { name?: unknown }).name === 'favourites';
  if (!toFavourites || typeof answer !== 'object' || answer === null) return null;
  const { items } = answer as { items?: unknown };
  return Array.isArray(items) ? (items as FavouriteItem[]) : null;
}
