import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { applyCommandToDoc } from './pageDoc';
import { openPageDoc } from './openPageDoc';
import { localPageKey } from './persistence';
import { createSnapshotStore } from '../../src/pageDoc/snapshot';
import { fixturePage } from './testing/testKit';

let databases = 0;
const freshKey = () => localPageKey(12, `open-${(databases += 1)}`);
const serverPage = (version: number): Page => ({ ...fixturePage('about.json'), version });

/** Opens the page, optionally edits it, and closes it, as a seller's earlier visit would. */
async function visit(key: string, server: Page, edit: boolean) {
  const { doc, persistence } = await openPageDoc(server, key);
  const store = createSnapshotStore(doc);
  if (edit) {
    const first = store.get().blocks[0]!.id;
    applyCommandToDoc(doc, store, {
      type: 'setProperty',
      id: first,
      key: 'title',
      value: 'Edited offline',
    });
  }
  const page = store.get();
  await persistence.destroy();
  return page;
}

describe('openPageDoc', () => {
  it('opens the server copy the first time and stores it', async () => {
    const key = freshKey();
    const { doc, persistence, opened } = await openPageDoc(serverPage(3), key);
    expect(opened).toBe('server');
    expect(createSnapshotStore(doc).get()).toStrictEqual(serverPage(3));
    expect(await persistence.localCopy()).toStrictEqual({ version: 3, unsavedEdits: false });
    await persistence.destroy();
  });

  it('reopens the local copy with its unsaved edits when the server has not moved on', async () => {
    const key = freshKey();
    const edited = await visit(key, serverPage(3), true);
    const { doc, persistence, opened } = await openPageDoc(serverPage(3), key);
    expect(opened).toBe('local');
    expect(createSnapshotStore(doc).get()).toStrictEqual(edited);
    await persistence.destroy();
  });

  it('replaces an unedited local copy with a newer server version', async () => {
    const key = freshKey();
    await visit(key, serverPage(3), false);
    const newer = { ...serverPage(4), url: '/our-story/' };
    const { doc, persistence, opened } = await openPageDoc(newer, key);
    expect(opened).toBe('server');
    expect(createSnapshotStore(doc).get()).toStrictEqual(newer);
    await persistence.destroy();
  });

  it('keeps the local copy and reports a conflict when both changed', async () => {
    const key = freshKey();
    const edited = await visit(key, serverPage(3), true);
    const { doc, persistence, opened } = await openPageDoc(serverPage(4), key);
    expect(opened).toBe('conflict');
    expect(createSnapshotStore(doc).get()).toStrictEqual(edited);
    await persistence.destroy();
  });
});
