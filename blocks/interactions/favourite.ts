import { ApiError, GENERAL_ERROR_MESSAGE } from '../../src/errors';

/**
 * A "like" adds the product to the shopper's favourites: the add-to-cart call with the
 * favourites basket. The answer is the whole favourites list.
 */
export const ADD_TO_FAVOURITES_PATH = '/frontend/product/addItemToCart/';

export function favouritePayload(productUrlName: string): {
  item: { productUrl: string };
  name: 'favourites';
} {
  return { item: { productUrl: productUrlName }, name: 'favourites' };
}

/** "Favourite failure: shows the error message"; unknown failures the general one. */
export function favouriteFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message !== '' ? error.message : GENERAL_ERROR_MESSAGE;
}
