/**
 * The snackbar queue rule: at most 4 messages
 * (the one showing included), each shown for its timeout (3000 ms by default), 300 ms
 * between one leaving and the next appearing, and a message whose `code` is already
 * showing or waiting is dropped. Pure: the store (./store) owns the timers.
 */
export const SNACKBAR_QUEUE_SIZE = 4;
export const SNACKBAR_TIMEOUT_MS = 3000;
export const SNACKBAR_GAP_MS = 300;

export type SnackbarKind = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarItem {
  id: number;
  message: string;
  kind: SnackbarKind;
  /** Messages with the same code are duplicates. */
  code: string;
  /** How long it shows; Infinity keeps it until dismissed. */
  timeoutMs: number;
}

export interface SnackbarState {
  /** The message on screen, or null between messages and when idle. */
  current: SnackbarItem | null;
  waiting: readonly SnackbarItem[];
  /** `gap`: a message just left and the next waits 300 ms before showing. */
  phase: 'idle' | 'showing' | 'gap';
}

export const initialSnackbarState: SnackbarState = { current: null, waiting: [], phase: 'idle' };

/** Adds a message; returns the same state when it is a duplicate or the queue is full. */
export function enqueueSnackbar(state: SnackbarState, item: SnackbarItem): SnackbarState {
  const queued = state.current ? [state.current, ...state.waiting] : state.waiting;
  if (queued.some((other) => other.code === item.code)) return state;
  if (queued.length >= SNACKBAR_QUEUE_SIZE) return state;
  if (state.phase === 'idle') return { current: item, waiting: [], phase: 'showing' };
  return { ...state, waiting: [...state.waiting, item] };
}

/** Takes the message `id` off screen (its timeout ran out, or the user closed it). */
export function dismissSnackbar(state: SnackbarState, id: number): SnackbarState {
  if (state.current?.id === id) return { ...state, current: null, phase: 'gap' };
  const waiting = state.waiting.filter((item) => item.id !== id);
  return waiting.length === state.waiting.length ? state : { ...state, waiting };
}

/** The gap is over: the next waiting message shows, or the snackbar goes idle. */
export function endSnackbarGap(state: SnackbarState): SnackbarState {
  if (state.phase !== 'gap') return state;
  const [next, ...rest] = state.waiting;
  return next ? { current: next, waiting: rest, phase: 'showing' } : initialSnackbarState;
}
