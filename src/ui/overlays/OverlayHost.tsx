import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { initialOverlayState, isOverlayOpen, type CloseRequest } from './registry';
import type { OverlayStore } from './store';

export interface OverlayDefinition {
  /** The overlay's name in the registry ('image-cropper', 'got-it'...). */
  name: string;
  /** The overlay (a Dialog), drawn only while open; `close` asks the registry to close it. */
  render: (close: (request?: CloseRequest) => void) => ReactNode;
}

export interface OverlayHostProps {
  store: OverlayStore;
  overlays: readonly OverlayDefinition[];
}

/**
 * The one place an app's overlays are drawn: it registers each definition closed while
 * mounted and renders those the registry says are open, in the order given (a later one
 * sits above an earlier one). Dialog semantics, focus trap and return, and Escape come
 * from the Dialog each overlay renders; `store.closeAll()` closes them together.
 */
export function OverlayHost({ store, overlays }: OverlayHostProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => initialOverlayState);
  const names = overlays.map((overlay) => overlay.name).join('\n');
  useEffect(() => {
    const unregisters = names.split('\n').map((name) => store.register(name));
    return () => unregisters.forEach((unregister) => unregister());
  }, [store, names]);
  return (
    <>
      {overlays
        .filter((overlay) => isOverlayOpen(state, overlay.name))
        .map((overlay) => (
          <Fragment key={overlay.name}>
            {overlay.render((request) => store.close(overlay.name, request))}
          </Fragment>
        ))}
    </>
  );
}
