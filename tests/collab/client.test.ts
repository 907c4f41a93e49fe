import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Page } from '../../src/model';
import { lineageOf, pagePropertiesOf } from '../../src/pageDoc';
import { createPageDoc } from '../../editor/doc/pageDoc';
import {
  connectCollaboration,
  type CollabConnection,
} from '../../editor/collab/connectCollaboration';
import type { CollabStatus } from '../../editor/collab/collabStatus';
import { openSharedPageDoc } from '../../editor/collab/openSharedPageDoc';
import { localPageKey, persistLocally } from '../../editor/doc/persistence';
import { classifySaveFailure } from '../../editor/machines/saveFailure';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import { cookieOf, eventually, webSocketWith, wsUrl } from './support';

/**
 * The editor's collaboration client (editor/collab) against the real server, in Node:
 * status, saving through the channel, presence, offline edits, and opening a page
 * together (which copy opens, and that a copy of another lineage is never merged).
 */
describe('collaboration client', () => {
  let server: TestServer;
  let page: Page;
  let cookie: string;
  const connections: CollabConnection[] = [];
  const docs: Y.Doc[] = [];

  const options = () => ({
    divisionId: server.world.demo.id,
    pageId: page.id!,
    url: wsUrl(server.url),
    WebSocketPolyfill: webSocketWith({ cookie }),
  });
  /** Forgets this browser's stored copy of the page (y-indexeddb), as a fresh browser. */
  const forgetLocalCopy = () =>
    persistLocally(new Y.Doc(), localPageKey(server.world.demo.id, page.id!)).clear();
  const connect = (
    doc = new Y.Doc(),
    user = { id: 1, name: 'Ada Lovelace' },
    extra: { onStatus?: (status: CollabStatus) => void } = {},
  ) => {
    const connection = connectCollaboration({ ...options(), doc, user, ...extra });
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await cookieOf(server.url, server.world.users.seller, PASSWORD);
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    page = (
      await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
        url: '/client/',
        properties: { title: { value: 'Client' } },
      })
    ).body;
  });

  afterAll(async () => {
    for (const connection of connections) connection.destroy();
    for (const doc of docs) doc.destroy();
    await server.close();
  });

  it('goes connecting -> synced, connected while an edit is unsaved, synced once the save is stored', async () => {
    const statuses: CollabStatus[] = [];
    const connection = connect(new Y.Doc(), undefined, {
      onStatus: (status) => statuses.push(status),
    });
    await eventually(() => expect(connection.status()).toBe('synced'));
    pagePropertiesOf(connection.doc).set('title', 'Edited');
    expect(connection.status()).toBe('connected');
    const version = await connection.save();
    expect(version).toBe(page.version + 1);
    expect(connection.status()).toBe('synced');
    expect(statuses).toStrictEqual(['synced', 'connected', 'synced']);
  });

  it('hands a collaborator’s saved version to the others, for their next save', async () => {
    const writer = connect();
    const reader = connect();
    await eventually(() =>
      expect([writer.status(), reader.status()]).toStrictEqual(['synced', 'synced']),
    );
    const versions: number[] = [];
    reader.onRemoteVersion((version) => versions.push(version));
    pagePropertiesOf(writer.doc).set('description', 'by the writer');
    const saved = await writer.save();
    await eventually(() => expect(versions).toStrictEqual([saved]));
  });

  it('shows who is here, what they selected and what they edit', async () => {
    const ada = connect(new Y.Doc(), { id: 11, name: 'Ada Lovelace' });
    const ben = connect(new Y.Doc(), { id: 12, name: 'Ben Franklin' });
    await eventually(() =>
      expect([ada.status(), ben.status()]).toStrictEqual(['synced', 'synced']),
    );
    ada.setSelection(['b1', 'b2']);
    ada.setEditing({ blockId: 'b2', field: 'html' });
    await eventually(() => {
      const seen = ben.collaborators().find(({ user }) => user.id === 11);
      expect(seen).toMatchObject({
        initials: 'AL',
        selection: ['b1', 'b2'],
        editing: { blockId: 'b2', field: 'html' },
        user: { name: 'Ada Lovelace' },
      });
    });
    ada.destroy();
    await eventually(() =>
      expect(ben.collaborators().some(({ user }) => user.id === 11)).toBe(false),
    );
  });

  it('keeps editing offline (offline with unsaved changes), then sends it all on reconnect', async () => {
    const editor = connect();
    const watcher = connect();
    await eventually(() =>
      expect([editor.status(), watcher.status()]).toStrictEqual(['synced', 'synced']),
    );
    editor.provider.configuration.websocketProvider.disconnect();
    await eventually(() => expect(editor.status()).toBe('connecting'));
    const refused = await editor.save().catch((error: unknown) => error);
    expect(classifySaveFailure(refused)).toStrictEqual({ kind: 'network' });

    pagePropertiesOf(editor.doc).set('ySpacing', 48);
    expect(editor.status()).toBe('offline-with-unsaved');
    await editor.provider.configuration.websocketProvider.connect();
    await eventually(() => expect(watcher.doc.getMap('pageProperties').get('ySpacing')).toBe(48));
    await eventually(() => expect(editor.status()).toBe('connected'));
    await editor.save();
    expect(editor.status()).toBe('synced');
  });

  it('opens a page together from the server’s document when this browser holds nothing unsaved', async () => {
    await forgetLocalCopy();
    const opened = await openSharedPageDoc(page, { ...options(), user: { id: 1, name: 'Ada' } });
    connections.push(opened.connection);
    docs.push(opened.doc);
    const other = connect();
    await eventually(() => expect(other.status()).toBe('synced'));
    expect(opened.opened).toBe('server');
    expect(lineageOf(opened.doc)).toBe(lineageOf(other.doc));
    expect(opened.orphanedEdits).toBeNull();
    await opened.persistence.destroy();
  });

  it('merges this browser’s offline edits of the same lineage when the page opens', async () => {
    const reference = connect();
    await eventually(() => expect(reference.status()).toBe('synced'));
    await forgetLocalCopy();
    const key = localPageKey(server.world.demo.id, page.id!);
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(reference.doc));
    const persistence = persistLocally(offline, key);
    await persistence.markSaved(1);
    pagePropertiesOf(offline).set('description', 'typed on the train');
    // A read queues behind the pending writes of the same store: the edit is stored once it answers.
    await persistence.localCopy();
    await persistence.destroy();

    const opened = await openSharedPageDoc(page, { ...options(), user: { id: 1, name: 'Ada' } });
    connections.push(opened.connection);
    docs.push(opened.doc);
    expect([opened.opened, opened.orphanedEdits]).toStrictEqual(['local', null]);
    await eventually(() =>
      expect(reference.doc.getMap('pageProperties').get('description')).toBe('typed on the train'),
    );
    await opened.persistence.destroy();
  });

  it('never merges an offline copy of another lineage: the server’s opens and the copy is offered back', async () => {
    await forgetLocalCopy();
    const key = localPageKey(server.world.demo.id, page.id!);
    const foreign = createPageDoc({ ...page, url: '/loaded-elsewhere/' });
    const persistence = persistLocally(foreign, key);
    await persistence.markSaved(page.version);
    pagePropertiesOf(foreign).set('title', 'My offline title');
    // A read queues behind the pending writes of the same store: the edit is stored once it answers.
    await persistence.localCopy();
    await persistence.destroy();

    const opened = await openSharedPageDoc(page, { ...options(), user: { id: 1, name: 'Ada' } });
    connections.push(opened.connection);
    docs.push(opened.doc);
    const reference = connect();
    await eventually(() => expect(reference.status()).toBe('synced'));
    expect(opened.opened).toBe('server');
    expect(opened.orphanedEdits?.properties.title.value).toBe('My offline title');
    expect(lineageOf(opened.doc)).toBe(lineageOf(reference.doc));
    expect(reference.doc.getMap('pageProperties').get('title')).not.toBe('My offline title');
    await opened.persistence.destroy();
  });

  it('opens from the page JSON when the server cannot be reached, and keeps trying', async () => {
    await forgetLocalCopy();
    const opened = await openSharedPageDoc(page, {
      ...options(),
      url: 'ws://127.0.0.1:9/collab',
      user: { id: 1, name: 'Ada' },
      syncTimeoutMs: 300,
    });
    connections.push(opened.connection);
    docs.push(opened.doc);
    expect(opened.opened).toBe('server');
    expect(opened.doc.getMap('page').get('url')).toBe('/client/');
    expect(opened.connection.status()).toBe('connecting');
    await opened.persistence.clear();
  });
});
