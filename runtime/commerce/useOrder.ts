import { useCallback, useEffect, useState } from 'react';
import type { OrderView } from '../../src/commerce/orderView';
import { ApiError } from '../../src/errors';
import { STOREFRONT_MESSAGES } from '../messages';
import { useCheckoutClient } from './useCheckoutClient';

export type OrderLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; order: OrderView };

/**
 * Reads an order by its hash in the browser (the server reconciles an unpaid order with
 * its processor on every read, so this is also how a page learns a payment finished).
 */
export function useOrder(hash: string) {
  const checkout = useCheckoutClient();
  const [load, setLoad] = useState<OrderLoad>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', order: await checkout.order(hash) });
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 422))
        setLoad({ state: 'missing' });
      else
        setLoad({
          state: 'failed',
          message: failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general,
        });
    }
  }, [checkout, hash]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, setOrder: (order: OrderView) => setLoad({ state: 'ready', order }), reload };
}
