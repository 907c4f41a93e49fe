import type { ThemeKey } from '../../themes';
import { resetThemeKey, setThemeKey, type StoreTheme } from '../../themes/storeTheme';

/**
 * The theme editor's session: the theme being edited and every earlier state, so each
 * change (a key set, a key reset, another base preset) can be undone until the page is left.
 */
export interface EditHistory {
  readonly current: StoreTheme;
  readonly past: readonly StoreTheme[];
}

export const startHistory = (theme: StoreTheme): EditHistory => ({ current: theme, past: [] });

/** Records `next` unless it changes nothing (so undo never steps through no-ops). */
function record(history: EditHistory, next: StoreTheme): EditHistory {
  if (next === history.current) return history;
  return { current: next, past: [...history.past, history.current] };
}

export const setKey = (history: EditHistory, key: ThemeKey, value: string): EditHistory =>
  record(history, setThemeKey(history.current, key, value));

export const resetKey = (history: EditHistory, key: ThemeKey): EditHistory =>
  record(history, resetThemeKey(history.current, key));

/** Another base preset keeps the seller's changes over it. */
export const chooseBase = (history: EditHistory, base: string): EditHistory =>
  history.current.base === base ? history : record(history, { ...history.current, base });

export const canUndo = (history: EditHistory): boolean => history.past.length > 0;

export function undo(history: EditHistory): EditHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { current: previous, past: history.past.slice(0, -1) };
}
