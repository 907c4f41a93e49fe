/** Font loading gives up after 3 s by default. */
export const FONT_LOAD_TIMEOUT_MS = 3_000;

export type FontLoadStatus = 'loading' | 'active' | 'inactive';

/** Where a page's font batch is: the families still loading and those that loaded. */
export interface FontLoadState {
  status: FontLoadStatus;
  pending: readonly string[];
  loaded: readonly string[];
}

export type FontLoadEvent =
  | { type: 'font.loaded'; family: string }
  | { type: 'font.failed'; family: string }
  /** The timeout passed: the families still loading count as failed. */
  | { type: 'timeout' };

/**
 * The batch starts loading; a batch with no web fonts is inactive at once (the page shows
 * in its fallback fonts and nothing will change).
 */
export function startFontLoading(families: readonly string[]): FontLoadState {
  const pending = [...new Set(families)];
  return { status: pending.length > 0 ? 'loading' : 'inactive', pending, loaded: [] };
}

/**
 * Font loading: loading, then active when every family has loaded or failed and at least
 * one loaded, or inactive when none did (each failed, or the timeout came first). Once
 * active or inactive it stays so; an event for a family not pending changes nothing.
 */
export function nextFontLoadState(state: FontLoadState, event: FontLoadEvent): FontLoadState {
  if (state.status !== 'loading') return state;
  if (event.type !== 'timeout' && !state.pending.includes(event.family)) return state;
  const pending =
    event.type === 'timeout' ? [] : state.pending.filter((family) => family !== event.family);
  const loaded = event.type === 'font.loaded' ? [...state.loaded, event.family] : state.loaded;
  const status = pending.length > 0 ? 'loading' : loaded.length > 0 ? 'active' : 'inactive';
  return { status, pending, loaded };
}
