import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyCommandToDoc, createPageDoc } from './pageDoc';
import { localPageKey, persistLocally } from './persistence';
import { createSnapshotStore } from '../../src/pageDoc/snapshot';
import { fixturePage } from './testing/testKit';

let databases = 0;
const freshKey = () => localPageKey(12, `test-${(databases += 1)}`);

/** Opens the stored copy in a new document, as a reload would. */
async function reopen(key: string) {
  const doc = new Y.Doc();
  const persistence = persistLocally(doc, key);
  await persistence.whenSynced;
  return { doc, persistence, store: createSnapshotStore(doc) };
}

describe('localPageKey', () => {
  it('names a page by division and id', () => {
    expect(localPageKey(12, 101)).toBe('page-12-101');
    expect(localPageKey(null, 101)).toBe('page-none-101');
  });
});

describe('persistLocally', () => {
  it('keeps every edit across a reload', async () => {
    const key = freshKey();
    const doc = createPageDoc(fixturePage('about.json'));
    const store = createSnapshotStore(doc);
    const persistence = persistLocally(doc, key);
    await persistence.whenSynced;
    const first = store.get().blocks[0]!.id;
    applyCommandToDoc(doc, store, {
      type: 'setProperty',
      id: first,
      key: 'title',
      value: 'Made to last',
    });
    applyCommandToDoc(doc, store, { type: 'moveBlock', id: first, parentId: null, index: 2 });
    const edited = store.get();
    await persistence.destroy();

    const reloaded = await reopen(key);
    expect(reloaded.store.get()).toStrictEqual(edited);
    await reloaded.persistence.destroy();
  });

  it('reports nothing stored for a page never opened here', async () => {
    const { persistence } = await reopen(freshKey());
    expect(await persistence.localCopy()).toBeNull();
    await persistence.destroy();
  });

  it('tells unsaved edits from a copy that matches the last save', async () => {
    const key = freshKey();
    const doc = createPageDoc(fixturePage('about.json'));
    const store = createSnapshotStore(doc);
    const persistence = persistLocally(doc, key);
    await persistence.markSaved(4);
    expect(await persistence.localCopy()).toStrictEqual({ version: 4, unsavedEdits: false });
    await persistence.destroy();

    const reloaded = await reopen(key);
    expect(await reloaded.persistence.localCopy()).toStrictEqual({
      version: 4,
      unsavedEdits: false,
    });
    const first = store.get().blocks[0]!.id;
    applyCommandToDoc(reloaded.doc, reloaded.store, { type: 'deleteBlock', id: first });
    expect(await reloaded.persistence.localCopy()).toStrictEqual({
      version: 4,
      unsavedEdits: true,
    });
    await reloaded.persistence.destroy();
  });

  it('counts a removal as an unsaved edit (it changes no state vector)', async () => {
    const key = freshKey();
    const doc = createPageDoc(fixturePage('homepage.json'));
    const persistence = persistLocally(doc, key);
    await persistence.markSaved(2);
    (doc.getMap('page').get('flags') as Y.Map<true>).delete('homepage');
    expect(await persistence.localCopy()).toStrictEqual({ version: 2, unsavedEdits: true });
    await persistence.destroy();
  });

  it('clears the stored copy', async () => {
    const key = freshKey();
    const persistence = persistLocally(createPageDoc(fixturePage('about.json')), key);
    await persistence.markSaved(1);
    await persistence.clear();
    const reloaded = await reopen(key);
    expect(reloaded.doc.getMap('blocks').size).toBe(0);
    expect(await reloaded.persistence.localCopy()).toBeNull();
    await reloaded.persistence.destroy();
  });
});
