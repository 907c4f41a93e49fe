import { useCallback, useMemo } from 'react';
import { ApiError } from '../../../src/errors';
import { createAfterSalesClient } from '../../../src/api/afterSales';
import type { AfterSalesView } from '../../../src/commerce/afterSalesView';
import { useServices } from '../../app/ServicesContext';
import { useOrderLoad, type LoadOf } from '../useOrderLoad';

/** The after-sales calls over the storefront's transport (the CSRF header included). */
export function useAfterSalesClient() {
  const { transport } = useServices();
  return useMemo(() => createAfterSalesClient(transport), [transport]);
}

export type AfterSalesLoad = LoadOf<AfterSalesView>;

/** Reads an order for the after-sales pages; a 409 answer carries the current order. */
export function useAfterSalesOrder(hash: string) {
  const client = useAfterSalesClient();
  const read = useCallback(() => client.order(hash), [client, hash]);
  return { client, ...useOrderLoad(read) };
}

/** The current order a refused change (409) answered with, if it carried one. */
export function orderOfConflict(failure: unknown): AfterSalesView | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { order?: AfterSalesView } | undefined;
  return body?.order ?? null;
}
