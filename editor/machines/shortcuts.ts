/**
 * The editor's keyboard shortcuts as pure functions of a keydown: the canvas calls them
 * and sends the machine event (history.undo, history.redo, save.requested).
 *
 * The command key is Cmd on a Mac and Ctrl elsewhere, never both: Ctrl+Z on a Mac and
 * Cmd on Windows belong to the system. Alt must be up, since Ctrl+Alt is AltGr on Windows
 * keyboards and types characters.
 *
 * Redo: Shift+Cmd/Ctrl+Z everywhere, and Ctrl+Y on Windows and Linux, where it is the
 * usual redo. Cmd+Y on a Mac is NOT redo: Mac apps do not use it and browsers bind it to
 * their history window, so we leave it to the browser.
 *
 * Letters are read from `key` (so a Dvorak user presses the letter Z wherever it is); a
 * non-Latin layout gives a letter like 'я', and then the physical key (`code`) decides.
 * Punctuation never falls back: Dvorak's ';' sits where QWERTY has Z and must not undo.
 */
export type KeyboardPlatform = 'mac' | 'other';

export type ShortcutKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

export type HistoryKeyAction = 'undo' | 'redo';

/** The platform from `navigator.userAgentData?.platform ?? navigator.platform`. */
export const keyboardPlatform = (platform: string): KeyboardPlatform =>
  /mac|iphone|ipad|ipod/i.test(platform) ? 'mac' : 'other';

function letterOf({ key, code }: ShortcutKeyEvent): string | null {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase();
  if (!/^\p{L}$/u.test(key)) return null;
  const physical = /^Key([A-Z])$/.exec(code);
  return physical?.[1] ? physical[1].toLowerCase() : null;
}

function withCommandKey(event: ShortcutKeyEvent, platform: KeyboardPlatform): boolean {
  if (event.altKey) return false;
  return platform === 'mac' ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/** Undo for Cmd/Ctrl+Z; redo for Shift+Cmd/Ctrl+Z and (not on a Mac) Ctrl+Y; else null. */
export function historyKeyAction(
  event: ShortcutKeyEvent,
  platform: KeyboardPlatform,
): HistoryKeyAction | null {
  if (!withCommandKey(event, platform)) return null;
  const letter = letterOf(event);
  if (letter === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (letter === 'y' && platform === 'other' && !event.shiftKey) return 'redo';
  return null;
}

/** Cmd/Ctrl+S: save now (the caller also prevents the browser's "save page" dialog). */
export function isSaveShortcut(event: ShortcutKeyEvent, platform: KeyboardPlatform): boolean {
  return withCommandKey(event, platform) && !event.shiftKey && letterOf(event) === 's';
}
