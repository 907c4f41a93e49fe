import { useCallback } from 'react';
import type { OrderView } from '../../src/commerce/orderView';
import { useCheckoutClient } from './useCheckoutClient';
import { useOrderLoad, type LoadOf } from './useOrderLoad';

export type OrderLoad = LoadOf<OrderView>;

/**
 * Reads an order by its hash in the browser (the server reconciles an unpaid order with
 * its processor on every read, so this is also how a page learns a payment finished).
 */
export function useOrder(hash: string) {
  const checkout = useCheckoutClient();
  const read = useCallback(() => checkout.order(hash), [checkout, hash]);
  return useOrderLoad(read);
}
