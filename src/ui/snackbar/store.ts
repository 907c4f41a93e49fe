import { GENERAL_ERROR_MESSAGE } from '../../errors';
import {
  dismissSnackbar,
  endSnackbarGap,
  enqueueSnackbar,
  initialSnackbarState,
  SNACKBAR_GAP_MS,
  SNACKBAR_TIMEOUT_MS,
  type SnackbarKind,
  type SnackbarState,
} from './queue';

export interface SnackbarInput {
  message: string;
  kind?: SnackbarKind;
  /** Duplicate key; defaults to the message, so the same text never queues twice. */
  code?: string;
  timeoutMs?: number;
}

/** The timer functions the store uses; tests pass a fake clock, the app the global one. */
export interface SnackbarClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SnackbarStore {
  getSnapshot(): SnackbarState;
  /** For `useSyncExternalStore`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Queues a message; false when it was dropped (duplicate code or full queue). */
  push(input: SnackbarInput): boolean;
  /** Shows an error; the general message ("Oops... looks like something went wrong. Please try again.") by default. */
  pushError(message?: string, code?: string): boolean;
  dismiss(id: number): void;
  /** Stops the timers: call when the app that made the store goes away. */
  dispose(): void;
}

const globalClock: SnackbarClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One snackbar for an app: the queue rule plus the two timers it implies (a message's
 * timeout, then the gap before the next). At most one timer runs at a time.
 */
export function createSnackbarStore(clock: SnackbarClock = globalClock): SnackbarStore {
  let state = initialSnackbarState;
  let timer: unknown;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const schedule = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    const { current, phase } = state;
    if (phase === 'showing' && current && Number.isFinite(current.timeoutMs)) {
      timer = clock.setTimeout(() => {
        timer = undefined;
        update(dismissSnackbar(state, current.id));
      }, current.timeoutMs);
    } else if (phase === 'gap') {
      timer = clock.setTimeout(() => {
        timer = undefined;
        update(endSnackbarGap(state));
      }, SNACKBAR_GAP_MS);
    }
  };

  const update = (next: SnackbarState) => {
    if (next === state) return;
    // A message joining the waiting list changes neither the screen nor its timer.
    const screenChanged = next.current !== state.current || next.phase !== state.phase;
    state = next;
    if (screenChanged) schedule();
    for (const listener of listeners) listener();
  };

  const store: SnackbarStore = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(input) {
      const before = state;
      update(
        enqueueSnackbar(state, {
          id: nextId++,
          message: input.message,
          kind: input.kind ?? 'info',
          code: input.code ?? input.message,
          timeoutMs: input.timeoutMs ?? SNACKBAR_TIMEOUT_MS,
        }),
      );
      return state !== before;
    },
    pushError: (message = GENERAL_ERROR_MESSAGE, code) =>
      store.push({ message, code, kind: 'error' }),
    dismiss: (id) => update(dismissSnackbar(state, id)),
    dispose() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      listeners.clear();
    },
  };
  return store;
}
