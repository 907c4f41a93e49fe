import { ConflictError } from '../../src/errors';
import type { AccountMailer } from '../accounts/accountMail';
import type { Repositories } from '../db/repos';
import { notifyOrderEvent } from '../notifications/orderEvents';
import type { Notifier } from '../notifications/notifier';
import { composeOrderMail, ORDER_DISPATCHED_URL } from './orderMail';
import type { StoredOrder } from './ordersRepository';

/**
 * Sending an order off: it moves to `complete` (shipped, in the normal flow) with its
 * tracking codes, and the shopper gets the "on its way" mail (a mail page: the store's own
 * at ORDER_DISPATCHED_URL, else the built-in one). The move is a compare-and-set from the
 * statuses an order can be dispatched from, so dispatching twice mails once. The staff
 * back-office calls this when a parcel leaves.
 */
export const DISPATCHABLE_STATUSES = [
  'paid',
  'processing',
  'label_printed',
  'printed',
  'consolidated',
  'packing',
] as const;
export const NOT_DISPATCHABLE_MESSAGE = 'This order cannot be dispatched in its current status';

export async function markDispatched(
  deps: {
    repos: Repositories;
    mailer: Pick<AccountMailer, 'send'>;
    /** The customer's in-app and push notification (issue 22), when given. */
    notifier?: Pick<Notifier, 'orderEvent'>;
  },
  orderId: number,
  trackingCodes: readonly string[],
  origin: string,
  userId: number | null = null,
): Promise<StoredOrder> {
  const { orders } = deps.repos;
  const moved = await orders.transition(
    orderId,
    DISPATCHABLE_STATUSES,
    'complete',
    { trackingCodes: [...trackingCodes] },
    userId,
  );
  const order = await orders.findById(orderId);
  if (!order) throw new ConflictError(NOT_DISPATCHABLE_MESSAGE);
  if (!moved) {
    if (order.status === 'complete') return order;
    throw new ConflictError(NOT_DISPATCHABLE_MESSAGE);
  }
  const division = await deps.repos.divisions.findByRef(String(order.divisionId));
  if (division) {
    const template = await deps.repos.pages.findByUrl(division.id, ORDER_DISPATCHED_URL);
    await deps.mailer.send(
      await composeOrderMail(order, division, origin, template?.page, 'order-dispatched'),
    );
  }
  await notifyOrderEvent(deps.notifier, 'order-dispatched', order);
  return order;
}
