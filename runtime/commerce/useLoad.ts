import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../src/errors';
import { STOREFRONT_MESSAGES } from '../messages';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'failed'; status: number | null; message: string }
  | { state: 'ready'; value: T };

/**
 * Runs a read when the screen mounts (and on retry), keeping the server's message and
 * status of a failure: the invoice and history screens word a 404 or a 401 their own way.
 */
export function useLoad<T>(read: () => Promise<T>) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const reload = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'ready', value: await read() });
    } catch (failure) {
      setLoad(
        failure instanceof ApiError
          ? { state: 'failed', status: failure.status, message: failure.message }
          : { state: 'failed', status: null, message: STOREFRONT_MESSAGES.general },
      );
    }
  }, [read]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
