import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { registry } from '../../blocks';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { findBlock } from '../../src/commands';
import type { Page } from '../../src/model';
import { createSnackbarStore } from '../../src/ui';
import { settle } from '../machines/testing/testKit';
import type { EditorApi } from './api';
import { createEditorSession, type EditorSession } from './editorSession';

let opened = 0;
let session: EditorSession | undefined;
afterEach(() => session?.destroy());

/** An editing session alone (no collaboration) on `page`, ready to edit. */
async function openSession(page: Page) {
  opened += 1;
  const api = { getPage: () => Promise.resolve(page) } as unknown as EditorApi;
  session = createEditorSession({
    api,
    divisionId: 3,
    pageId: 900 + opened,
    registry,
    snackbar: createSnackbarStore(),
    user: { id: 1, name: 'Ada' },
    collaborate: false,
  });
  for (let round = 0; round < 100 && session.editor.getSnapshot().value !== 'ready'; round += 1)
    await settle();
  expect(session.editor.getSnapshot().value).toBe('ready');
  const { doc, store, undoManager } = session.document();
  const origins: unknown[] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    if (transaction.changed.size > 0) origins.push(transaction.origin);
  });
  // Each step below starts a new undo step, however fast the test runs.
  const nextStep = () => undoManager.stopCapturing();
  return { session, store, undoManager, origins, nextStep };
}

const start = pageOf(
  [
    sketch('hero', 'banner'),
    sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
    sketch('spacer-1', 'spacer'),
  ],
  { id: 14, version: 4, divisionId: 3 },
);

const flagsOf = (page: Page, ids: string[]) =>
  ids.map((id) => findBlock(page.blocks, id)?.flags ?? null);
const publishedOf = (page: Page, ids: string[]) =>
  ids.map((id) => findBlock(page.blocks, id)?.properties.published);

describe('editor session: one command, one undo step', () => {
  it('deletes a multi-block selection in one transaction, and one undo restores every block', async () => {
    const { session, store, origins, nextStep } = await openSession(start);
    const ids = ['hero', 'text-1', 'spacer-1'];
    const before = store.get();
    nextStep();
    expect(session.apply({ type: 'deleteBlocks', ids }).ok).toBe(true);
    expect(origins).toHaveLength(1);
    expect(flagsOf(store.get(), ids)).toStrictEqual([['deleted'], ['deleted'], ['deleted']]);
    session.undo();
    expect(flagsOf(store.get(), ids)).toStrictEqual([[], [], []]);
    expect(store.get()).toStrictEqual(before);
  });

  it('changes a property of a multi-block selection in one transaction, and one undo restores it', async () => {
    const { session, store, origins, nextStep } = await openSession(start);
    const ids = ['hero', 'button-1'];
    nextStep();
    session.apply({ type: 'setBlocksProperty', ids, key: 'published', value: false });
    expect(origins).toHaveLength(1);
    expect(publishedOf(store.get(), ids)).toStrictEqual([false, false]);
    session.undo();
    expect(publishedOf(store.get(), ids)).toStrictEqual([undefined, undefined]);
    session.redo();
    expect(publishedOf(store.get(), ids)).toStrictEqual([false, false]);
  });

  it('updates page settings as one undoable step', async () => {
    const { session, store, origins, nextStep } = await openSession(start);
    nextStep();
    session.updatePage({ url: '/story/', properties: { title: { value: 'Our story' } } });
    expect(origins).toHaveLength(1);
    expect([store.get().url, store.get().properties.title.value]).toStrictEqual([
      '/story/',
      'Our story',
    ]);
    expect(session.editor.getSnapshot().children.saving?.getSnapshot().value.status).toBe('dirty');
    session.undo();
    expect([store.get().url, store.get().properties.title.value]).toStrictEqual(['/about/', '']);
  });

  it('merges their copy in one transaction that undo leaves alone', async () => {
    const { session, store, origins, nextStep } = await openSession(start);
    nextStep();
    session.apply({ type: 'setProperty', id: 'hero', key: 'published', value: false });
    nextStep();
    const theirs: Page = {
      ...start,
      version: 5,
      properties: { ...start.properties, title: { value: 'Renamed by them' } },
    };
    session.merge(theirs);
    expect(origins).toHaveLength(2);
    expect([store.get().properties.title.value, store.get().version]).toStrictEqual([
      'Renamed by them',
      4,
    ]);
    session.undo();
    expect(store.get().properties.title.value).toBe('Renamed by them');
    expect(publishedOf(store.get(), ['hero'])).toStrictEqual([undefined]);
  });
});
