import { createApiClient } from '../../src/api';
import { reorderItems, type HistoryOrder } from '../../src/commerce/orderHistory';
import { ApiError } from '../../src/errors';
import type { BasketItem } from '../../src/model';
import type { StorefrontServices } from '../app/services';
import { STOREFRONT_MESSAGES } from '../messages';

/**
 * "Buy again": puts an order's items back in the basket through the bulk add, which
 * leaves out products no longer sold. Resolves with the server's note when some were
 * left out; rejects with the spec's unavailable message when none could be added.
 */
export async function reorder(
  services: StorefrontServices,
  order: Pick<HistoryOrder, 'items'>,
): Promise<string | null> {
  const items = reorderItems(order);
  if (items.length === 0) throw new ApiError(STOREFRONT_MESSAGES.productUnavailable, 400);
  const answer = await createApiClient(services.transport).basket.bulkAdd(items, 'main');
  services.basket.replace(answer.items as BasketItem[]);
  return answer.message ?? null;
}
