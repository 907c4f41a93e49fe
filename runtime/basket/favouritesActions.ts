import { createApiClient } from '../../src/api';
import type { BasketItemInput } from '../../src/api/client';
import { ApiError } from '../../src/errors';
import type { BasketItem, FavouriteItem } from '../../src/model';
import type { StorefrontServices } from '../app/services';
import { STOREFRONT_MESSAGES } from '../messages';
import { basketInputOf, movedFavourites } from './favouritesRules';

/**
 * Favourites changes through the typed API client. Each answer is the whole favourites
 * list (or, for a move, the whole basket) and replaces the shopper's copy, so the
 * header heart and the favourites page follow at once. Loaded on first use.
 */
const basketApi = (services: StorefrontServices) => createApiClient(services.transport).basket;

const replaceFavourites = (services: StorefrontServices, answer: { items: unknown[] }) =>
  services.favourites.replace(answer.items as FavouriteItem[]);

export async function addToFavourites(
  services: StorefrontServices,
  item: BasketItemInput,
): Promise<void> {
  replaceFavourites(services, await basketApi(services).add(item, 'favourites'));
}

export async function removeFavourite(services: StorefrontServices, key: string): Promise<void> {
  replaceFavourites(services, await basketApi(services).remove(key, 'favourites'));
}

/**
 * Adds favourites to the basket and takes those that arrived off the list. Rejects with
 * "No items were added to basket" when none could be (the server refuses a bulk add of
 * only unavailable products with a 400); resolves with how many moved.
 */
export async function moveToBasket(
  services: StorefrontServices,
  favourites: readonly FavouriteItem[],
): Promise<number> {
  const api = basketApi(services);
  let basket: BasketItem[];
  try {
    basket = (await api.bulkAdd(favourites.map(basketInputOf), 'main')).items as BasketItem[];
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      throw new ApiError(STOREFRONT_MESSAGES.noItemsAddedToBasket, 400);
    throw error;
  }
  services.basket.replace(basket);
  const moved = movedFavourites(favourites, basket);
  if (moved.length === 0) throw new ApiError(STOREFRONT_MESSAGES.noItemsAddedToBasket, 400);
  for (const favourite of moved) await removeFavourite(services, favourite.key);
  return moved.length;
}

/** Emails a link to the list (the server's confirmation message is the answer). */
export const emailFavourites = (services: StorefrontServices, email: string): Promise<string> =>
  basketApi(services).emailFavouritesForLater(email);

/** Adds the favourites behind an emailed link's `br` token to this shopper's list. */
export async function recoverFavourites(services: StorefrontServices, br: string): Promise<void> {
  replaceFavourites(services, await basketApi(services).recoverFavourites(br));
}
