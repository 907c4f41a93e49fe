/** What a browser's stored copy of a page holds, as far as choosing between copies needs. */
export interface LocalCopy {
  /** The server version the local copy was loaded from or last saved as. */
  version: number;
  /** The local copy changed since it was loaded or last saved. */
  unsavedEdits: boolean;
}

/**
 * Which copy of a page to open:
 * - `local`: keep the local document (it is the server's version, perhaps with edits that
 *   have not reached the server yet);
 * - `server`: replace the local document with the server's copy (the server moved on and
 *   nothing local would be lost);
 * - `conflict`: both changed. Keep the local document, so no edit is lost, and tell the
 *   seller that someone else saved a newer version (the saving machine's 409 path).
 */
export type CopyOnOpen = 'local' | 'server' | 'conflict';

/**
 * Decides on open between the browser's stored copy and the server's. The spec's rule
 * for fetched pages (the fetched copy replaces the local one only when its version
 * differs), made safe for unsaved work: a different version replaces the local copy only
 * when the local copy holds no unsaved edits.
 */
export function chooseCopyOnOpen(local: LocalCopy | null, server: { version: number }): CopyOnOpen {
  if (local === null) return 'server';
  if (local.version === server.version) return 'local';
  return local.unsavedEdits ? 'conflict' : 'server';
}
