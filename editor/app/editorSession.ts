import { createActor } from 'xstate';
import type * as Y from 'yjs';
import type { CommandError, PageCommand, PagePatch } from '../../src/commands';
import { updateBlock } from '../../src/commands';
import type { Page, Result } from '../../src/model';
import type { BlockRegistry, GeneratedItem } from '../../src/registry';
import { preparePageForSave } from '../../src/rules/preparePageForSave';
import type { SnackbarStore } from '../../src/ui';
import { browserGet } from '../../runtime/data/http';
import { applyCommandToDoc, applyPageToDoc } from '../doc/pageDoc';
import { openPageDoc } from '../doc/openPageDoc';
import {
  FACTORY_ORIGIN,
  LOAD_ORIGIN,
  LOCAL_ORIGIN,
  MERGE_ORIGIN,
  MIGRATION_ORIGIN,
  SAVED_VERSION_ORIGIN,
} from '../../src/pageDoc/origins';
import { localPageKey, type LocalPersistence } from '../doc/persistence';
import { createSnapshotStore, type SnapshotStore } from '../../src/pageDoc/snapshot';
import { createUndoManager } from '../doc/undo';
import { provideEditor, type EditorIo } from '../machines/editor';
import type { EditorActorRef } from '../machines/react';
import type { EditorApi } from './api';
import { changeOrigin } from './docOrigins';
import { migratePage } from './migrateOnLoad';
import {
  openSharedPageDoc,
  writeTextHtml,
  type CollabConnection,
  type WriteTextHtml,
} from '../collab';
import { createRecorder, type SessionRecorder } from '../replay/recorder';
import { commandOptionsFrom } from '../replay/accepts';
import type { RecordedSession } from '../replay/session';

/** The page's document, once the editor machine has opened it. */
export interface OpenDocument {
  doc: Y.Doc;
  store: SnapshotStore;
  undoManager: Y.UndoManager;
  persistence: LocalPersistence;
  /** The live collaboration channel (issue 7); null when editing alone (`?collab=off`). */
  connection: CollabConnection | null;
}

export type { PagePatch };

export interface EditorSession {
  /** The editor machine: loading, ready (selection, history, saving, fetch, factories), failed. */
  editor: EditorActorRef;
  /** The open document; present once the editor is ready. */
  document(): OpenDocument;
  /** Runs a command as one undoable edit; refusals come back as the command's error. */
  apply(command: PageCommand): Result<Page, CommandError>;
  /**
   * A text block's html as its shared rich text exports it (CollaborativeTextEditor): a
   * `setProperty` command with the given origin, recording which html the text matches.
   */
  writeTextHtml: WriteTextHtml;
  /** Page-level settings (url, layout, theme, properties): one undoable edit (`updatePage`). */
  updatePage(patch: PagePatch): void;
  /**
   * Keep my edits and merge theirs (409): the `mergePage` command makes their changes
   * relative to the copy my edits started from on my document (a field they changed and I
   * did not takes their value; where we both changed one, mine stays) in one transaction
   * with MERGE_ORIGIN (not undoable, like a collaborator's edit), then the saving machine
   * saves it on their version.
   */
  merge(theirs: Page): void;
  /** Undo and redo the seller's own edits (the history machine). */
  undo(): void;
  redo(): void;
  /** Records what the seller does from now on (developer menu), with timing. */
  startRecording(): void;
  /** Stops recording; the session ends with the page as it is now. */
  stopRecording(name: string): RecordedSession | null;
  isRecording(): boolean;
  destroy(): void;
}

export interface EditorSessionArgs {
  api: EditorApi;
  divisionId: number;
  pageId: number;
  registry: BlockRegistry;
  snackbar: SnackbarStore;
  /** Who is editing: named to collaborators. */
  user: { id: number; name: string };
  /** Edit together live through /collab (the default), or alone over HTTP only. */
  collaborate: boolean;
}

/**
 * The editing session of one page: the editor machine with its I/O plugged into the API
 * and the page's Yjs document, and the document's changes reported to the machine with
 * their origin (local edits undoable and unsaved; loads, factory output, migrations and
 * merges neither).
 */
export function createEditorSession({
  api,
  divisionId,
  pageId,
  registry,
  snackbar,
  user,
  collaborate,
}: EditorSessionArgs): EditorSession {
  let open: OpenDocument | undefined;
  /** The copy my unsaved edits started from: the last page loaded or saved. */
  let base: Page | undefined;
  const commandOptions = commandOptionsFrom(registry);

  const io: EditorIo = {
    async loadPage() {
      // Together, the page's JSON and the collaboration channel are asked for at once
      // (openSharedPageDoc needs the JSON only offline or to choose between copies).
      const pageRequest = api.getPage(divisionId, pageId);
      const { doc, persistence, opened, connection } = collaborate
        ? await openSharedPageDoc(pageRequest, { divisionId, pageId, user })
        : {
            ...(await openPageDoc(await pageRequest, localPageKey(divisionId, pageId))),
            connection: null,
          };
      const serverPage = await pageRequest;
      const store = createSnapshotStore(doc);
      const migrated = migratePage(store.get(), registry);
      if (migrated !== store.get()) applyPageToDoc(doc, store.get(), migrated, MIGRATION_ORIGIN);
      const undoManager = createUndoManager(doc);
      // What applies other peers' (or earlier sessions') updates to this document.
      const transports = [persistence.origin, ...(connection ? [connection.provider] : [])];
      doc.on('afterTransaction', (transaction: Y.Transaction) => {
        if (transaction.changed.size === 0) return;
        editor.send({
          type: 'page.changed',
          page: store.get(),
          origin: changeOrigin(transaction.origin, transports),
        });
      });
      open = { doc, store, undoManager, persistence, connection };
      base = serverPage;
      return { page: store.get(), undoManager, hasUnsavedChanges: opened !== 'server' };
    },
    // Through the collaboration channel while connected (the server stores the snapshot
    // with the same rules and version bump); over HTTP otherwise. The document's version
    // already holds versions collaborators' saves brought, so HTTP does not 409 on them.
    savePage: async ({ page, version }) => {
      const connection = open?.connection;
      if (connection?.canSave()) return { ...page, version: await connection.save() };
      return api.savePage(divisionId, {
        ...preparePageForSave(page),
        id: pageId,
        version: Math.max(version, page.version),
      } as never);
    },
    fetchPage: () => api.getPage(divisionId, pageId),
    async fetchSource({ block }) {
      const factory = block.properties.itemFactory;
      const definition = factory
        ? registry.find(block.type)?.itemFactories?.[factory.factory]
        : undefined;
      const source = factory?.source ? definition?.sources[factory.source] : undefined;
      if (!definition || !source) return [];
      const response = await browserGet(source.path(divisionId), source.query);
      if (response.status !== 200) throw new Error(`The item source answered ${response.status}`);
      return definition.build(response.body, block) as GeneratedItem[];
    },
  };

  const editor = createActor(provideEditor(io), { input: { pageId } });
  let recorder: SessionRecorder | null = null;
  const document = (): OpenDocument => {
    if (!open) throw new Error('The page is not open yet');
    return open;
  };

  editor.on('page.saved', (event) => {
    const { doc, store, persistence } = document();
    base = event.page;
    // Record the version the document is now based on, then mark the local copy saved
    // (unless edits arrived during the save: those stay unsaved).
    const current = store.get();
    if (current.version !== event.page.version) {
      applyPageToDoc(
        doc,
        current,
        { ...current, version: event.page.version },
        SAVED_VERSION_ORIGIN,
      );
    }
    if (!event.hasUnsavedChanges) void persistence.markSaved(event.page.version);
  });
  editor.on('page.replaced', (event) => {
    const { doc, store, undoManager, persistence } = document();
    applyPageToDoc(doc, store.get(), event.page, LOAD_ORIGIN);
    base = event.page;
    undoManager.clear();
    void persistence.markSaved(event.page.version);
  });
  editor.on('factory.resolved', (event) => {
    const { doc, store } = document();
    const before = store.get();
    applyPageToDoc(
      doc,
      before,
      updateBlock(before, event.block.id, () => event.block),
      FACTORY_ORIGIN,
    );
  });
  editor.on('save.failed', (event) => {
    const detail =
      event.fields.length > 0 && !event.message.includes(':')
        ? `${event.message}: ${event.fields.join(', ')}`
        : event.message;
    snackbar.pushError(detail, `save-${event.status}`);
  });

  editor.start();

  return {
    editor,
    document,
    apply(command) {
      const { doc, store } = document();
      const result = applyCommandToDoc(doc, store, command, commandOptions);
      if (!result.ok) snackbar.pushError(result.error.message, `command-${result.error.code}`);
      else recorder?.command(command);
      return result;
    },
    writeTextHtml(blockId, html, origin) {
      const { doc, store } = document();
      writeTextHtml(doc, store, blockId, html, origin);
      if (origin === LOCAL_ORIGIN)
        recorder?.command({ type: 'setProperty', id: blockId, key: 'html', value: html });
    },
    updatePage(patch) {
      const { doc, store } = document();
      applyCommandToDoc(doc, store, { type: 'updatePage', patch });
      recorder?.updatePage(patch as Record<string, unknown>);
    },
    merge(theirs) {
      const { doc, store } = document();
      const command: PageCommand = { type: 'mergePage', base: base ?? store.get(), theirs };
      applyCommandToDoc(doc, store, command, { origin: MERGE_ORIGIN });
      base = theirs;
      recorder?.merge(theirs);
    },
    undo() {
      editor.send({ type: 'history.undo' });
      recorder?.undo();
    },
    redo() {
      editor.send({ type: 'history.redo' });
      recorder?.redo();
    },
    startRecording() {
      recorder?.stop();
      recorder = createRecorder(document().store.get(), () => performance.now(), {
        idPrefix: `page-${pageId}`,
      });
    },
    stopRecording(name) {
      if (!recorder) return null;
      recorder.stop();
      const session = recorder.finish(
        document().store.get(),
        name,
        `Recorded in the editor on page ${pageId}`,
      );
      recorder = null;
      return session;
    },
    isRecording: () => recorder !== null,
    destroy() {
      recorder?.stop();
      editor.stop();
      if (open) {
        open.connection?.destroy();
        open.undoManager.destroy();
        open.store.destroy();
        void open.persistence.destroy();
        open.doc.destroy();
      }
    },
  };
}
