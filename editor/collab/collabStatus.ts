/**
 * The collaboration channel's state (issue 7): one of four, from the socket, the first
 * sync and whether this browser holds edits the server has not yet stored. The editor
 * does not show it alone: editor/app/saveStatus.ts merges it with the saving machine's
 * state into the one save status of the top bar (issue 14).
 * - `connecting`: not (yet) in touch with the server, and nothing here is unsaved;
 * - `offline-with-unsaved`: not in touch, and this browser holds edits the server has not
 *   stored (they are safe in IndexedDB and are sent when the connection returns);
 * - `connected`: in touch, and edits are on their way to storage;
 * - `synced`: in touch, and everything this browser did is stored on the server.
 */
export type CollabStatus = 'connecting' | 'offline-with-unsaved' | 'connected' | 'synced';

export interface CollabStatusInputs {
  /** The websocket is open. */
  online: boolean;
  /** Authenticated and the first sync with the server is done (since the socket last opened). */
  synced: boolean;
  /** Local edits the server has not acknowledged as stored. */
  unsaved: boolean;
}

export function collabStatus({ online, synced, unsaved }: CollabStatusInputs): CollabStatus {
  if (!online || !synced) return unsaved ? 'offline-with-unsaved' : 'connecting';
  return unsaved ? 'connected' : 'synced';
}
