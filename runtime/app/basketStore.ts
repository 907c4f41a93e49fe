import { useSyncExternalStore } from 'react';
import type { BasketItem, FavouriteItem } from '../../src/model';

/**
 * The shopper's basket and favourites in the browser (add, remove, update, bulk add and
 * clear each replace the whole list with the server's answer). The header badge and
 * heart, the bottom navigation bar and the basket and favourites pages all read them,
 * so one answer updates them all.
 */
export interface ItemsStore<T> {
  getSnapshot(): readonly T[];
  subscribe(listener: () => void): () => void;
  replace(items: readonly T[]): void;
}
export type BasketStore = ItemsStore<BasketItem>;
export type FavouritesStore = ItemsStore<FavouriteItem>;

export function createItemsStore<T>(initial: readonly T[]): ItemsStore<T> {
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

export const createBasketStore = (initial: readonly BasketItem[]): BasketStore =>
  createItemsStore(initial);
export const createFavouritesStore = (initial: readonly FavouriteItem[]): FavouritesStore =>
  createItemsStore(initial);

/** Items in the basket, counting quantities: the number on the basket badge. */
export const itemCount = (items: readonly BasketItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

export function useItems<T>(store: ItemsStore<T>): readonly T[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
export const useBasketItems = (store: BasketStore): readonly BasketItem[] => useItems(store);
