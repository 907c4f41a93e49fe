import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates server HTML, true once
 * React owns the page (and at once in a client-only render such as the editor canvas).
 * Forms keep their submit button disabled until then: a click before hydration would
 * otherwise submit natively, losing the input or putting it in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
