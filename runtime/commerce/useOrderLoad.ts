import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../src/errors';
import { STOREFRONT_MESSAGES } from '../messages';

/** An order page's read: loading, not found (404, or a malformed hash: 422), failed, ready. */
export type LoadOf<T> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; order: T };

/**
 * Reads an order for a page with `read` (which must be stable: wrap it in useCallback),
 * on mount and on `reload`; `setOrder` takes an order a later call answered.
 */
export function useOrderLoad<T>(read: () => Promise<T>) {
  const [load, setLoad] = useState<LoadOf<T>>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', order: await read() });
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 422))
        setLoad({ state: 'missing' });
      else
        setLoad({
          state: 'failed',
          message: failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general,
        });
    }
  }, [read]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const setOrder = useCallback((order: T) => setLoad({ state: 'ready', order }), []);
  return { load, setOrder, reload };
}
