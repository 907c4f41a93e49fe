import type { CollabStatus } from '../collab/collabStatus';
import type { SaveIndicator } from '../machines/react';

/**
 * The one save status the editor's top bar shows (issue 14, section 3): the collaboration
 * channel's state and the saving machine's state merged, so the seller never reads two
 * answers at once ("Connected – saving…" beside "Unsaved changes").
 */
export type SaveStatusState = 'offline' | 'connecting' | 'saving' | 'saved' | 'conflict' | 'error';

export interface SaveStatusView {
  state: SaveStatusState;
  /** What the top bar says. */
  text: string;
  /** A Retry button is offered (it sends `save.requested`). */
  retry: boolean;
}

export interface SaveStatusInputs {
  /** The saving machine, as the editor's hooks read it (`useSaveIndicator`). */
  save: Pick<SaveIndicator, 'status' | 'isSaving' | 'hasUnsavedChanges'>;
  /** The collaboration channel's status; null when editing alone (`?collab=off`). */
  collab: CollabStatus | null;
  /** When the last save of this session succeeded; null before the first. */
  savedAt: Date | null;
}

/** The spec has no words for these: they say whether the seller's work is safe. */
export const SAVE_STATUS_TEXT = {
  offline: 'Offline – your changes are kept on this device',
  connecting: 'Connecting…',
  saving: 'Saving…',
  saved: 'All changes saved',
  conflict: 'Someone else saved a newer version',
  error: 'Not saved',
} as const satisfies Record<SaveStatusState, string>;

export const RETRY_SAVE_LABEL = 'Retry';

/** `HH:MM` on the 24-hour clock, in the browser's own time zone. */
export function clockTime(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

const view = (state: SaveStatusState, text: string = SAVE_STATUS_TEXT[state]): SaveStatusView => ({
  state,
  text,
  retry: state === 'error',
});

/**
 * Which one status to show, first match wins:
 * 1. the server refused the save (`failed`): error, with Retry;
 * 2. someone saved a newer version (`conflict`): the conflict bar below offers the choices;
 * 3. a save got no answer (`offline`), or the collaboration channel is down while this
 *    browser holds edits nobody stored: offline (the edits are in IndexedDB; saving
 *    retries by itself and the channel sends them on reconnect);
 * 4. the channel is down and nothing is unsaved: connecting (saving, while an HTTP save
 *    is on its way);
 * 5. an edit waits for autosave, or a save is in flight or just ended (the 500 ms flag): saving;
 * 6. otherwise saved, with the time of this session's last save.
 * The saving machine decides "saved": every local edit reaches it and it knows whether the
 * server stored it (through the channel or over HTTP). The channel only says whether we are
 * in touch.
 */
export function saveStatus({ save, collab, savedAt }: SaveStatusInputs): SaveStatusView {
  if (save.status === 'failed') return view('error');
  if (save.status === 'conflict') return view('conflict');
  if (save.status === 'offline') return view('offline');
  const pending = save.isSaving || save.status === 'dirty' || save.status === 'saving';
  if (collab === 'offline-with-unsaved' || collab === 'connecting') {
    if (collab === 'offline-with-unsaved' && save.hasUnsavedChanges) return view('offline');
    return pending ? view('saving') : view('connecting');
  }
  if (pending) return view('saving');
  return view(
    'saved',
    savedAt ? `${SAVE_STATUS_TEXT.saved} at ${clockTime(savedAt)}` : SAVE_STATUS_TEXT.saved,
  );
}
