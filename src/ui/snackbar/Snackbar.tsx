import { useSyncExternalStore } from 'react';
import type { SnackbarState } from './queue';
import type { SnackbarStore } from './store';

/** The store's state in a component; the same on the server (SSR) as on first render. */
export function useSnackbarState(store: SnackbarStore): SnackbarState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export interface SnackbarProps {
  store: SnackbarStore;
  /** Accessible name of the close button. */
  dismissLabel?: string;
}

/**
 * The message currently on screen. Both live regions stay in the page while empty:
 * assistive technology only announces changes to a region it already knows. Errors go
 * to the alert region (announced at once), everything else to the polite status region.
 */
export function Snackbar({ store, dismissLabel = 'Dismiss' }: SnackbarProps) {
  const { current } = useSnackbarState(store);
  const isError = current?.kind === 'error';
  const className = current
    ? `ui-snackbar ui-snackbar--visible ui-snackbar--${current.kind}`
    : 'ui-snackbar';
  return (
    <div className={className} data-snackbar="">
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !isError ? current.message : null}
      </div>
      <div role="alert" aria-atomic="true">
        {current && isError ? current.message : null}
      </div>
      {current ? (
        <button
          type="button"
          className="ui-snackbar__dismiss"
          aria-label={dismissLabel}
          onClick={() => store.dismiss(current.id)}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
