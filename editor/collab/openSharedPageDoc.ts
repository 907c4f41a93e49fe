import * as Y from 'yjs';
import { COLLAB_REFUSALS } from '../../src/collab';
import type { Page } from '../../src/model';
import { createSnapshotStore } from '../../src/pageDoc';
import { createPageDoc } from '../doc/pageDoc';
import { chooseCopyOnOpen, type CopyOnOpen } from '../doc/chooseCopyOnOpen';
import { localPageKey, persistLocally, type LocalPersistence } from '../doc/persistence';
import { connectCollaboration, type CollabConnection, type ConnectOptions } from './connectCollaboration';

export interface SharedPageDoc {
  doc: Y.Doc;
  persistence: LocalPersistence;
  /** As openPageDoc: `server` (nothing unsaved here), `local` (this browser's copy, merged), `conflict`. */
  opened: CopyOnOpen;
  connection: CollabConnection;
  /**
   * A local copy with unsaved edits that the server could not merge (another lineage:
   * made from another load of the page, offline). It was not merged item by item (that
   * would lose edits at random); it is offered back: show it to the seller, and to keep
   * it apply it as one undoable edit:
   * `applyPageToDoc(doc, store.get(), { ...orphanedEdits, version: store.get().version }, LOCAL_ORIGIN)`.
   */
  orphanedEdits: Page | null;
}

export interface OpenSharedOptions extends Omit<ConnectOptions, 'doc' | 'unsavedAtStart'> {
  /** How long to wait for the server before opening offline (ms). Default 5000. */
  syncTimeoutMs?: number;
}

type FirstContact = 'synced' | 'offline' | 'lineage' | 'refused';

/** Waits for the first sync, a refusal, or the timeout, whichever comes first. */
function firstContact(connection: CollabConnection, timeoutMs: number): Promise<FirstContact> {
  return new Promise((resolve) => {
    const settle = (outcome: FirstContact) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const check = () => {
      const refusal = connection.refusal();
      if (refusal === COLLAB_REFUSALS.lineage) settle('lineage');
      else if (refusal !== null) settle('refused');
      else if (connection.provider.isSynced) settle('synced');
    };
    const timer = setTimeout(() => settle('offline'), timeoutMs);
    const unsubscribe = connection.subscribe(check);
    check();
  });
}

function pageOfDoc(doc: Y.Doc): Page {
  const store = createSnapshotStore(doc);
  const page = store.get();
  store.destroy();
  return page;
}

/**
 * Opens a page for editing together: the collaboration variant of editor/doc's
 * `openPageDoc`, same result plus the connection. The rule it keeps: a document is only
 * ever merged with the server's when both descend from the same load
 * (src/pageDoc/lineage.ts).
 *
 * - This browser's stored copy holds unsaved edits: connect with it. The server merges it
 *   (same lineage: offline edits arrive, nothing lost) or refuses it (another lineage):
 *   then the server's document opens and the copy comes back as `orphanedEdits`.
 * - Otherwise the copy is dropped and the server's document is fetched into an empty one.
 * - No answer within `syncTimeoutMs` (offline): the stored copy, or the page JSON loaded
 *   deterministically, opens as openPageDoc would, and the connection keeps trying. Its
 *   claim is then that document's lineage; a refusal on reconnect shows as
 *   `refusal() === 'lineage-mismatch'`: reopen to continue together.
 */
export async function openSharedPageDoc(serverPage: Page, options: OpenSharedOptions): Promise<SharedPageDoc> {
  const key = localPageKey(options.divisionId, options.pageId);
  const timeoutMs = options.syncTimeoutMs ?? 5_000;
  const stored = new Y.Doc();
  const storedPersistence = persistLocally(stored, key);
  await storedPersistence.whenSynced;
  const local = await storedPersistence.localCopy();

  let orphanedEdits: Page | null = null;
  if (local?.unsavedEdits) {
    const connection = connectCollaboration({ ...options, doc: stored, unsavedAtStart: true });
    const contact = await firstContact(connection, timeoutMs);
    if (contact !== 'lineage') {
      const opened = contact === 'synced' ? 'local' : chooseCopyOnOpen(local, serverPage);
      return { doc: stored, persistence: storedPersistence, opened, connection, orphanedEdits };
    }
    connection.destroy();
    orphanedEdits = pageOfDoc(stored);
  }
  await storedPersistence.clear();
  stored.destroy();

  const doc = new Y.Doc();
  let connection = connectCollaboration({ ...options, doc });
  const contact = await firstContact(connection, timeoutMs);
  if (contact !== 'synced') {
    // Never let a connection that may still sync watch the document being filled from JSON.
    connection.destroy();
    createPageDoc(serverPage, doc);
    connection = connectCollaboration({ ...options, doc });
  }
  const persistence = persistLocally(doc, key);
  await persistence.whenSynced;
  await persistence.markSaved(pageOfDoc(doc).version);
  return { doc, persistence, opened: 'server', connection, orphanedEdits };
}
