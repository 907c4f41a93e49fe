import * as Y from 'yjs';
import { COLLAB_REFUSALS } from '../../src/collab';
import type { Page } from '../../src/model';
import { createSnapshotStore } from '../../src/pageDoc';
import { createPageDoc } from '../doc/pageDoc';
import { chooseCopyOnOpen, type CopyOnOpen } from '../doc/chooseCopyOnOpen';
import { localPageKey, persistLocally, type LocalPersistence } from '../doc/persistence';
import {
  connectCollaboration,
  type CollabConnection,
  type ConnectOptions,
} from './connectCollaboration';

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
 *
 * Opening a page is on the way to the editor's first paint (issue 14, section 5), so what
 * does not depend on each other runs at once: `serverPage` may still be on its way (it is
 * needed only offline and to choose between copies), and the server's document is asked
 * for, into an empty document, while the stored copy is read: most opens find nothing
 * unsaved and keep that connection. When the stored copy does hold unsaved edits, that
 * early connection is closed before it could see them (it never had the stored copy's
 * document), and the copy connects as above.
 */
export async function openSharedPageDoc(
  serverPage: Page | PromiseLike<Page>,
  options: OpenSharedOptions,
): Promise<SharedPageDoc> {
  const key = localPageKey(options.divisionId, options.pageId);
  const timeoutMs = options.syncTimeoutMs ?? 5_000;
  const page = Promise.resolve(serverPage);
  // Awaited below where needed; a failure is answered there, never left unhandled here.
  page.catch(() => undefined);

  const doc = new Y.Doc();
  const connection = connectCollaboration({ ...options, doc });
  const contact = firstContact(connection, timeoutMs);
  const closeEarlyConnection = () => {
    connection.destroy();
    doc.destroy();
  };

  const stored = new Y.Doc();
  const storedPersistence = persistLocally(stored, key);
  let local: Awaited<ReturnType<LocalPersistence['localCopy']>>;
  try {
    await storedPersistence.whenSynced;
    local = await storedPersistence.localCopy();
  } catch (error) {
    closeEarlyConnection();
    throw error;
  }

  let orphanedEdits: Page | null = null;
  if (local?.unsavedEdits) {
    closeEarlyConnection();
    const storedConnection = connectCollaboration({
      ...options,
      doc: stored,
      unsavedAtStart: true,
    });
    const storedContact = await firstContact(storedConnection, timeoutMs);
    if (storedContact !== 'lineage') {
      const opened = storedContact === 'synced' ? 'local' : chooseCopyOnOpen(local, await page);
      return {
        doc: stored,
        persistence: storedPersistence,
        opened,
        connection: storedConnection,
        orphanedEdits,
      };
    }
    storedConnection.destroy();
    orphanedEdits = pageOfDoc(stored);
    await storedPersistence.clear();
    stored.destroy();
    return openFromServer(new Y.Doc(), null, page, key, options, timeoutMs, orphanedEdits);
  }
  await storedPersistence.clear();
  stored.destroy();
  return openFromServer(doc, { connection, contact }, page, key, options, timeoutMs, orphanedEdits);
}

/**
 * The server's document into `doc` (empty), through `early` when that connection was
 * already asked; the page JSON loaded deterministically when the server does not answer.
 */
async function openFromServer(
  doc: Y.Doc,
  early: { connection: CollabConnection; contact: Promise<FirstContact> } | null,
  page: Promise<Page>,
  key: string,
  options: OpenSharedOptions,
  timeoutMs: number,
  orphanedEdits: Page | null,
): Promise<SharedPageDoc> {
  let connection = early?.connection ?? connectCollaboration({ ...options, doc });
  // Stored from now on (the key was cleared): opening IndexedDB overlaps the sync.
  const persistence = persistLocally(doc, key);
  try {
    const contact = await (early?.contact ?? firstContact(connection, timeoutMs));
    if (contact !== 'synced') {
      const serverPage = await page;
      // Never let a connection that may still sync watch the document being filled from JSON.
      connection.destroy();
      createPageDoc(serverPage, doc);
      connection = connectCollaboration({ ...options, doc });
    } else {
      // A page the API refuses (gone, not this seller's) does not open, whatever the channel said.
      await page;
    }
  } catch (error) {
    connection.destroy();
    await persistence.clear();
    doc.destroy();
    throw error;
  }
  await persistence.whenSynced;
  await persistence.markSaved(pageOfDoc(doc).version);
  return { doc, persistence, opened: 'server', connection, orphanedEdits };
}
