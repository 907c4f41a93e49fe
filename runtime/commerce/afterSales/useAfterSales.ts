import { useCallback, useEffect, useMemo, useState } from 'react';
import { createAfterSalesClient } from '../../../src/api/afterSales';
import type { AfterSalesView } from '../../../src/commerce/afterSalesView';
import { ApiError } from '../../../src/errors';
import { useServices } from '../../app/ServicesContext';
import { STOREFRONT_MESSAGES } from '../../messages';
import type { OrderLoad } from '../useOrder';

/** The after-sales calls over the storefront's transport (the CSRF header included). */
export function useAfterSalesClient() {
  const { transport } = useServices();
  return useMemo(() => createAfterSalesClient(transport), [transport]);
}

export type AfterSalesLoad =
  Exclude<OrderLoad, { state: 'ready' }> | { state: 'ready'; order: AfterSalesView };

/** Reads an order for the after-sales pages; a 409 answer carries the current order. */
export function useAfterSalesOrder(hash: string) {
  const client = useAfterSalesClient();
  const [load, setLoad] = useState<AfterSalesLoad>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', order: await client.order(hash) });
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 422))
        setLoad({ state: 'missing' });
      else
        setLoad({
          state: 'failed',
          message: failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general,
        });
    }
  }, [client, hash]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const setOrder = useCallback((order: AfterSalesView) => setLoad({ state: 'ready', order }), []);
  return { client, load, setOrder, reload };
}

/** The current order a refused change (409) answered with, if it carried one. */
export function orderOfConflict(failure: unknown): AfterSalesView | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { order?: AfterSalesView } | undefined;
  return body?.order ?? null;
}
