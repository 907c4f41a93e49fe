import { useSyncExternalStore } from 'react';

/**
 * The selected block ids, readable per block: a frame subscribes to its own id, so a
 * selection change re-renders only the frames whose state changed, not the whole canvas.
 * The selection machine owns the truth; the editor screen copies it in here.
 */
export interface SelectionStore {
  set(ids: readonly string[]): void;
  has(id: string): boolean;
  ids(): readonly string[];
  subscribe(listener: () => void): () => void;
}

export function createSelectionStore(): SelectionStore {
  let current: readonly string[] = [];
  let lookup = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    set(ids) {
      if (ids.length === current.length && ids.every((id, i) => id === current[i])) return;
      current = [...ids];
      lookup = new Set(ids);
      for (const listener of listeners) listener();
    },
    has: (id) => lookup.has(id),
    ids: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useIsSelected(store: SelectionStore, id: string): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => store.has(id),
    () => false,
  );
}
