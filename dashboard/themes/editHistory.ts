import type { ThemeKey } from '../../themes';
import { resetThemeKey, setThemeKey, type StoreTheme } from '../../themes/storeTheme';

/**
 * The theme being edited, with the saved custom theme it came from (null: a preset), so
 * saving records which custom theme the store uses and undo steps back over that too.
 */
export interface EditedTheme extends StoreTheme {
  readonly customThemeId: number | null;
}

/**
 * The theme editor's session: the theme being edited and every earlier state, so each
 * change (a key set, a key reset, another base preset) can be undone until the page is left.
 */
export interface EditHistory {
  readonly current: EditedTheme;
  readonly past: readonly EditedTheme[];
  /** The key of the last change when it was a live one (a colour being dragged). */
  readonly live?: ThemeKey;
}

export const startHistory = (theme: EditedTheme): EditHistory => ({ current: theme, past: [] });

/** Records `next` unless it changes nothing (so undo never steps through no-ops). */
function record(history: EditHistory, next: EditedTheme, live?: ThemeKey): EditHistory {
  if (next === history.current) return history;
  return { current: next, past: [...history.past, history.current], live };
}

export const setKey = (history: EditHistory, key: ThemeKey, value: string): EditHistory =>
  record(history, setThemeKey(history.current, key, value));

/**
 * A change made while a control is still moving (a colour picker being dragged): the
 * steps of one drag of one key make a single undo entry instead of one per pointer move.
 */
export function setKeyLive(history: EditHistory, key: ThemeKey, value: string): EditHistory {
  const next = setThemeKey(history.current, key, value);
  if (next === history.current) return history;
  if (history.live === key) return { ...history, current: next };
  return record(history, next, key);
}

/** Ends a live change: the next change of the same key is a new undo entry. */
export const settle = (history: EditHistory): EditHistory =>
  history.live === undefined ? history : { current: history.current, past: history.past };

/** Replaces the whole theme (a saved custom theme, or the theme someone else saved). */
export const applyTheme = (history: EditHistory, theme: EditedTheme): EditHistory =>
  record(history, theme);

export const resetKey = (history: EditHistory, key: ThemeKey): EditHistory =>
  record(history, resetThemeKey(history.current, key));

/** Another base preset keeps the seller's changes over it; the store then wears a preset. */
export const chooseBase = (history: EditHistory, base: string): EditHistory =>
  history.current.base === base
    ? history
    : record(history, { ...history.current, base, customThemeId: null });

export const canUndo = (history: EditHistory): boolean => history.past.length > 0;

export function undo(history: EditHistory): EditHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { current: previous, past: history.past.slice(0, -1) };
}
