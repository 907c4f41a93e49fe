import {
  closeAllOverlays,
  closeOverlay,
  initialOverlayState,
  openOverlay,
  registerOverlay,
  toggleOverlay,
  unregisterOverlay,
  type CloseRequest,
  type OverlayState,
} from './registry';

/** The overlays of one app, by name, applying the registry rule. */
export interface OverlayStore {
  getSnapshot(): OverlayState;
  /** For `useSyncExternalStore`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Registers an overlay closed; returns the cleanup that unregisters it. */
  register(name: string): () => void;
  open(name: string): void;
  close(name: string, request?: CloseRequest): void;
  toggle(name: string, request?: CloseRequest): void;
  closeAll(request?: CloseRequest): void;
}

export function createOverlayStore(): OverlayStore {
  let state = initialOverlayState;
  const listeners = new Set<() => void>();
  const update = (next: OverlayState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register(name) {
      update(registerOverlay(state, name));
      return () => update(unregisterOverlay(state, name));
    },
    open: (name) => update(openOverlay(state, name)),
    close: (name, request) => update(closeOverlay(state, name, request)),
    toggle: (name, request) => update(toggleOverlay(state, name, request)),
    closeAll: (request) => update(closeAllOverlays(state, request)),
  };
}
