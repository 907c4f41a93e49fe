import { IndexeddbPersistence, clearDocument } from 'y-indexeddb';
import * as Y from 'yjs';
import type { LocalCopy } from './chooseCopyOnOpen';
import { pageMapOf } from '../../src/pageDoc/schema';

/** The IndexedDB name of a page's local copy. A page not yet in a division uses `none`. */
export const localPageKey = (divisionId: number | null, pageId: number | string): string =>
  `page-${divisionId ?? 'none'}-${pageId}`;

export interface LocalPersistence {
  /** The origin of the stored updates it applies to the document (a transport). */
  readonly origin: object;
  /** Resolves once the stored copy (if any) has been applied to the document. */
  whenSynced: Promise<void>;
  /** Records that the document as it is now is the server's `version` (after a load or a save). */
  markSaved(version: number): Promise<void>;
  /** What the stored copy holds; null when nothing was stored. Read after `whenSynced`. */
  localCopy(): Promise<LocalCopy | null>;
  /** Stops persisting; the stored copy stays. */
  destroy(): Promise<void>;
  /** Stops persisting and deletes the stored copy. */
  clear(): Promise<void>;
}

const SAVED_VERSION = 'savedVersion';
const SAVED_SNAPSHOT = 'savedSnapshot';

/**
 * Keeps a page document in IndexedDB with y-indexeddb: every update is written as it
 * happens, so a reload or a crash loses nothing. Beside the document it keeps a marker of
 * the last load or save (the server version and a Yjs snapshot of the document then), so
 * on open the editor can tell whether the local copy holds unsaved edits.
 *
 * "Unsaved" compares Yjs snapshots (state vector and delete set): any change since the
 * marker counts, including changes that arrived from collaborators. That errs towards
 * keeping the local copy (a conflict to resolve) rather than dropping an edit.
 */
export function persistLocally(doc: Y.Doc, key: string): LocalPersistence {
  const persistence = new IndexeddbPersistence(key, doc);
  const whenSynced = persistence.whenSynced.then(() => undefined);
  return {
    origin: persistence,
    whenSynced,
    async markSaved(version) {
      await whenSynced;
      const snapshot = Y.encodeSnapshot(Y.snapshot(doc));
      // Snapshot first: a crash between the two writes leaves a marker that reads as
      // "unsaved edits" or "older version", never as "nothing to lose" wrongly.
      await persistence.set(SAVED_SNAPSHOT, snapshot.slice().buffer);
      await persistence.set(SAVED_VERSION, version);
    },
    async localCopy() {
      await whenSynced;
      const version: unknown = await persistence.get(SAVED_VERSION);
      const saved: unknown = await persistence.get(SAVED_SNAPSHOT);
      const docVersion = pageMapOf(doc).get('version');
      if (typeof version !== 'number') {
        // Stored content without a marker was never confirmed by a load or a save.
        return typeof docVersion === 'number' ? { version: docVersion, unsavedEdits: true } : null;
      }
      const unsavedEdits = !(
        saved instanceof ArrayBuffer &&
        Y.equalSnapshots(Y.decodeSnapshot(new Uint8Array(saved)), Y.snapshot(doc))
      );
      return { version, unsavedEdits };
    },
    destroy: () => persistence.destroy(),
    async clear() {
      await persistence.destroy();
      await clearDocument(key);
    },
  };
}
