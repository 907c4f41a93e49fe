import { orderReference } from '../../src/commerce';
import type { StoredOrder } from '../commerce/ordersRepository';
import type { Notifier, OrderEvent } from './notifier';

/**
 * Order paid and dispatched notify the customer who placed the order (a guest order has
 * nobody to notify). A failure to notify never undoes the payment or the dispatch.
 */
export async function notifyOrderEvent(
  notifier: Pick<Notifier, 'orderEvent'> | undefined,
  kind: OrderEvent['kind'],
  order: Pick<StoredOrder, 'divisionId' | 'customerId' | 'hash'>,
  onError?: (error: unknown) => void,
): Promise<void> {
  if (!notifier || order.customerId === null) return;
  try {
    await notifier.orderEvent({
      kind,
      divisionId: order.divisionId,
      customerId: order.customerId,
      orderHash: order.hash,
      reference: orderReference(order.hash),
    });
  } catch (error) {
    onError?.(error);
  }
}
