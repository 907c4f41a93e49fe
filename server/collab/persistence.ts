import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { PageDocumentRef } from '../../src/collab';
import { NotFoundError, ServerError } from '../../src/errors';
import { PAGE_LOAD_MESSAGES, PAGE_MESSAGES } from '../../src/errors/pageMessages';
import type { Page } from '../../src/model';
import {
  createSnapshotStore,
  lineageOf,
  loadIdentity,
  pageDocBinding,
  pageMapOf,
  SERVER_STORE_ORIGIN,
  type PageDocBinding,
  type SnapshotStore,
} from '../../src/pageDoc';
import { pageDocSchemaOf, type BlockRegistry } from '../../src/registry';
import { preparePageForSave } from '../../src/rules/preparePageForSave';
import type { Database } from '../db/schema';
import { preparePageUpdate } from '../pages/preparePageUpdate';
import type { Repositories } from '../db/repos';
import { createPagesRepository, type StoredPage } from '../pages/repository';
import { samePageContent } from './pageContent';
import { createPageDocumentsRepository } from './pageDocuments';

/**
 * Loading and storing page documents (issue 7, Persistence). A page's Yjs state and its
 * JSON snapshot are stored together, in one transaction, the JSON through the same rules
 * and version bump as an HTTP save (`preparePageUpdate`).
 *
 * The version a store makes is written into the document only AFTER the transaction
 * commits, so no client ever sees a version that is not durable, yet the stored state
 * already holds that version write: it is made on a throwaway copy of the document, with
 * a client id only this process's stores of this document write with (one store at a
 * time: Hocuspocus's save mutex), stored, then applied to the live document.
 */
export interface PersistenceDeps {
  db: Kysely<Database>;
  repos: Pick<Repositories, 'pages' | 'divisions'>;
  registry: BlockRegistry;
}

/** Documents hold the blocks of the registry pages are validated with (its rich-text types get a Y.XmlText). */
const pageDocOf = (deps: PersistenceDeps): PageDocBinding =>
  pageDocBinding(pageDocSchemaOf(deps.registry));

/** What the server keeps beside a live document. */
interface LiveState {
  store: SnapshotStore;
  /** The document as it was last stored (or loaded from storage): nothing newer, nothing to store. */
  stored: Y.Snapshot | null;
  /** The page the document was filled from, when it was never stored (the base a page saved over HTTP is merged from). */
  loadedFrom: Page;
  /** Client id of the version writes (see stateWithVersion); never the live document's own. */
  writerId: number;
}

/** A fresh Yjs-style client id (31 bits, like Yjs's own). */
const newClientId = (): number => randomInt(1, 2 ** 31);

const live = new WeakMap<Y.Doc, LiveState>();

export interface StoreResult {
  /** The page's version after the store. */
  version: number;
  /** Something was written (the Yjs state, and the page JSON when `versionChanged`). */
  wrote: boolean;
  versionChanged: boolean;
}

async function pageOf(deps: PersistenceDeps, ref: PageDocumentRef): Promise<StoredPage> {
  const current = await deps.repos.pages.findById(ref.pageId);
  if (!current || current.divisionId !== ref.divisionId)
    throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
  return current;
}

/**
 * The lineage a page's document has or will have: the stored document's, else the one a
 * load of the page's JSON makes. Checked against a connecting client's claim.
 */
export async function lineageForPage(deps: PersistenceDeps, page: StoredPage): Promise<string> {
  const stored = await createPageDocumentsRepository(deps.db).lineage(page.page.id ?? 0);
  return stored?.lineage ?? loadIdentity(JSON.stringify(page.page)).lineage;
}

/** The page a stored state shows. */
function pageOfState(state: Uint8Array): Page {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const store = createSnapshotStore(doc);
  const page = store.get();
  store.destroy();
  doc.destroy();
  return page;
}

/**
 * Fills a new, empty document: the stored state when there is one (then, if the page was
 * saved over HTTP since, that save merged in as a diff, so the document keeps its lineage
 * and every offline client can still merge); otherwise a deterministic load of the page
 * JSON (`createPageDoc`), the same document a client loading that JSON makes.
 */
export async function loadPageDocument(
  deps: PersistenceDeps,
  doc: Y.Doc,
  ref: PageDocumentRef,
): Promise<void> {
  const current = await pageOf(deps, ref);
  const stored = await createPageDocumentsRepository(deps.db).find(ref.pageId);
  if (!stored) {
    pageDocOf(deps).createPageDoc(current.page, doc);
    live.set(doc, {
      store: createSnapshotStore(doc),
      stored: Y.snapshot(doc),
      loadedFrom: current.page,
      writerId: newClientId(),
    });
    return;
  }
  Y.applyUpdate(doc, stored.state);
  const state: LiveState = {
    store: createSnapshotStore(doc),
    stored: Y.snapshot(doc),
    loadedFrom: current.page,
    writerId: newClientId(),
  };
  live.set(doc, state);
  if (stored.version !== current.page.version) {
    pageDocOf(deps).applyPageToDoc(doc, state.store.get(), current.page, SERVER_STORE_ORIGIN);
    state.stored = null;
  }
}

/**
 * Whether the stored page moved on without this document (a save over HTTP while the
 * document stayed loaded): then a store brings it in first (catchUp).
 */
export async function savedElsewhere(
  deps: PersistenceDeps,
  doc: Y.Doc,
  ref: PageDocumentRef,
): Promise<boolean> {
  const current = await deps.repos.pages.findById(ref.pageId);
  return current !== null && current.page.version !== pageOfDocument(doc).version;
}

/** The page JSON the document shows now (the store's incremental snapshot). */
export function pageOfDocument(doc: Y.Doc): Page {
  const state = live.get(doc);
  if (!state) throw new Error('This document was not loaded by loadPageDocument');
  return state.store.get();
}

/**
 * The page was saved by someone else since this document was stored: through
 * collaboration on another server process (merge that process's stored Yjs state: a CRDT
 * merge loses nothing), or over HTTP (write their changes, relative to the copy this
 * document was last stored as, into the document). Either way the document ends on their
 * version, and the store is retried on it.
 */
async function catchUp(
  deps: PersistenceDeps,
  doc: Y.Doc,
  state: LiveState,
  current: StoredPage,
): Promise<void> {
  const stored = await createPageDocumentsRepository(deps.db).find(current.page.id ?? 0);
  if (stored && stored.version === current.page.version && stored.lineage === lineageOf(doc)) {
    Y.applyUpdate(doc, stored.state);
  } else {
    const base = stored ? pageOfState(stored.state) : state.loadedFrom;
    pageDocOf(deps).applyPageToDoc(doc, base, current.page, SERVER_STORE_ORIGIN);
  }
  // Two concurrent version writes resolve by client id, not by size: make theirs win.
  if (state.store.get().version !== current.page.version) {
    doc.transact(() => pageMapOf(doc).set('version', current.page.version), SERVER_STORE_ORIGIN);
  }
}

/**
 * The document's state with `version` written, made on a copy; the live document is
 * untouched. The copy writes as `writerId`, set after the copy is filled: Yjs takes a
 * remote update carrying its own client id as a clash and picks a new id, and the live
 * document must never write with `writerId` itself, or applying the version write to it
 * would look like that clash too.
 */
function stateWithVersion(doc: Y.Doc, version: number, writerId: number) {
  const copy = new Y.Doc({ gc: true });
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  copy.clientID = writerId;
  const before = Y.encodeStateVector(copy);
  copy.transact(() => pageMapOf(copy).set('version', version), SERVER_STORE_ORIGIN);
  const result = {
    state: Y.encodeStateAsUpdate(copy),
    versionUpdate: Y.encodeStateAsUpdate(copy, before),
    snapshot: Y.snapshot(copy),
  };
  copy.destroy();
  return result;
}

const ATTEMPTS = 3;

/**
 * Stores the document now (the caller holds the document's save mutex). Writes nothing
 * when nothing changed since the last store. When the page JSON is refused (validation,
 * Pro content, another store's url), the Yjs state is still stored (the shared document is
 * what collaborators are working on) and the refusal is thrown, exactly as an HTTP save
 * would have answered it. Returns the page's version.
 */
export async function storePageDocument(
  deps: PersistenceDeps,
  doc: Y.Doc,
  ref: PageDocumentRef,
): Promise<StoreResult> {
  const state = live.get(doc);
  if (!state) throw new Error('This document was not loaded by loadPageDocument');
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await pageOf(deps, ref);
    if (state.store.get().version !== current.page.version) {
      await catchUp(deps, doc, state, current);
      continue;
    }
    const now = Y.snapshot(doc);
    if (state.stored && Y.equalSnapshots(state.stored, now))
      return { version: current.page.version, wrote: false, versionChanged: false };

    const division = await deps.repos.divisions.findById(ref.divisionId);
    if (!division) throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
    const snapshot = state.store.get();
    let prepared: Awaited<ReturnType<typeof preparePageUpdate>> | null = null;
    let refusal: unknown = null;
    try {
      const body = { ...preparePageForSave(snapshot), version: current.page.version };
      prepared = await preparePageUpdate(
        { pages: deps.repos.pages, registry: deps.registry },
        { division, current, body },
      );
    } catch (error) {
      refusal = error;
    }
    const changesPage = prepared !== null && !samePageContent(prepared.page, current.page);
    const version = changesPage ? current.page.version + 1 : current.page.version;
    const written = changesPage
      ? stateWithVersion(doc, version, state.writerId)
      : { state: Y.encodeStateAsUpdate(doc), versionUpdate: null, snapshot: now };

    let committed: boolean;
    try {
      committed = await deps.db.transaction().execute(async (trx) => {
        if (changesPage && prepared) {
          const result = await createPagesRepository(trx).update(
            ref.pageId,
            current.page.version,
            prepared.page,
            prepared.columns,
          );
          if (result.status !== 'saved') return false;
        }
        await createPageDocumentsRepository(trx).save({
          pageId: ref.pageId,
          lineage: lineageOf(doc) ?? '',
          version,
          state: written.state,
        });
        return true;
      });
    } catch (error) {
      // The write may have landed even so (a lost commit answer): never reuse its item ids.
      state.writerId = newClientId();
      throw error;
    }
    if (!committed) {
      state.writerId = newClientId();
      continue;
    }

    if (written.versionUpdate) Y.applyUpdate(doc, written.versionUpdate);
    state.stored = written.snapshot;
    // Saving a page completes the 'homepage' setup step (as the PATCH route does).
    if (changesPage)
      await deps.repos.divisions.completeSetupStep(ref.divisionId, 'homepage', 'collection');
    if (refusal) throw refusal;
    return { version, wrote: true, versionChanged: changesPage };
  }
  throw new ServerError(PAGE_MESSAGES.serverError);
}
