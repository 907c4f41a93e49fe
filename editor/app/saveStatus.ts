/** The save state the top bar shows, from the saving machine's status region and flag. */
export type SaveStatus = 'saving' | 'saved' | 'unsaved' | 'offline' | 'conflict' | 'error';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saving: 'Saving…',
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  offline: 'Offline: changes kept, retrying',
  conflict: 'Someone else saved a newer version',
  error: 'Not saved',
};

export function saveStatus(state: { savingFlag: boolean; status: string; hasUnsavedChanges: boolean }): SaveStatus {
  if (state.status === 'conflict') return 'conflict';
  if (state.status === 'offline') return 'offline';
  if (state.savingFlag) return 'saving';
  if (state.status === 'failed') return 'error';
  return state.hasUnsavedChanges ? 'unsaved' : 'saved';
}
