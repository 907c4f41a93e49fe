import { createApiClient } from '../../src/api';
import type { BasketItemInput } from '../../src/api/client';
import type { BasketItem } from '../../src/model';
import type { FrameCartRequest } from '../../src/registry';
import type { StorefrontServices } from '../app/services';
import { trackEvent } from '../analytics/analytics';
import { frameCartItems } from './frameCart';

/**
 * Basket changes through the typed API client. Each answer is the
 * whole main basket and replaces the shopper's items, which updates the
 * header badge, the bottom bar and the basket page at once. Failures reject with the
 * client's typed error; callers choose the snackbar message. Loaded on first use.
 */
const basketApi = (services: StorefrontServices) => createApiClient(services.transport).basket;

const replaceWith = (services: StorefrontServices, answer: { items: unknown[] }) =>
  services.basket.replace(answer.items as BasketItem[]);

export async function addToBasket(
  services: StorefrontServices,
  item: BasketItemInput,
): Promise<void> {
  replaceWith(services, await basketApi(services).add(item, 'main'));
  if (item.productId !== undefined)
    trackEvent('add_to_basket', { productId: item.productId, path: window.location.pathname });
}

/** An embedded frame's request (iframe block channel): one item is an add, several a bulk add. */
export async function addForFrame(
  services: StorefrontServices,
  request: FrameCartRequest,
): Promise<void> {
  const items = frameCartItems(request);
  const [only] = items;
  if (only && items.length === 1) await addToBasket(services, only);
  else replaceWith(services, await basketApi(services).bulkAdd(items, 'main'));
}

export async function removeFromBasket(services: StorefrontServices, key: string): Promise<void> {
  replaceWith(services, await basketApi(services).remove(key, 'main'));
}

/** A quantity of 0 removes the line (the server's rule). */
export async function updateBasketQuantity(
  services: StorefrontServices,
  key: string,
  quantity: number,
): Promise<void> {
  replaceWith(services, await basketApi(services).update(key, quantity, 'main'));
}

/** Clear empties the basket (the server answers the empty list). */
export async function clearBasket(services: StorefrontServices): Promise<void> {
  replaceWith(services, await basketApi(services).clear('main'));
}
