import { useSyncExternalStore } from 'react';
import type { BasketItem } from '../../src/model';

/**
 * The shopper's basket items in the browser (add, remove, update and bulk add each
 * replace the whole list with the server's answer). The header badge, the
 * bottom navigation bar and the basket page all read it, so one answer updates them all.
 */
export interface BasketStore {
  getSnapshot(): readonly BasketItem[];
  subscribe(listener: () => void): () => void;
  replace(items: readonly BasketItem[]): void;
}

export function createBasketStore(initial: readonly BasketItem[]): BasketStore {
  let items = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(next) {
      items = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Items in the basket, counting quantities: the number on the basket badge. */
export const itemCount = (items: readonly BasketItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

export function useBasketItems(store: BasketStore): readonly BasketItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
