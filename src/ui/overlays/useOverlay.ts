import { useEffect, useSyncExternalStore } from 'react';
import { isOverlayOpen, type CloseRequest } from './registry';
import type { OverlayStore } from './store';

export interface OverlayControls {
  isOpen: boolean;
  open: () => void;
  close: (request?: CloseRequest) => void;
  toggle: (request?: CloseRequest) => void;
}

/**
 * Registers the overlay `name` while the component is mounted (closed at first) and
 * gives its open state and controls. Closed during SSR and the first client render.
 */
export function useOverlay(store: OverlayStore, name: string): OverlayControls {
  useEffect(() => store.register(name), [store, name]);
  const isOpen = useSyncExternalStore(
    store.subscribe,
    () => isOverlayOpen(store.getSnapshot(), name),
    () => false,
  );
  return {
    isOpen,
    open: () => store.open(name),
    close: (request) => store.close(name, request),
    toggle: (request) => store.toggle(name, request),
  };
}
