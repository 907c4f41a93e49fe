import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { findBlock } from '../../src/commands';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { blockSchema, type Page } from '../../src/model';
import { applyCommandToDoc, applyPageToDoc, createPageDoc } from './pageDoc';
import { FACTORY_ORIGIN, MIGRATION_ORIGIN } from '../../src/pageDoc/origins';
import { createSnapshotStore } from '../../src/pageDoc/snapshot';
import { createUndoManager } from './undo';

const REMOTE = Symbol('remote provider');
const page = (): Page =>
  pageOf([sketch('row', 'row', [sketch('text', 'textBlock')]), sketch('spacer', 'spacer')]);

function peer(doc = new Y.Doc(), captureTimeout?: number) {
  const undo = createUndoManager(doc, captureTimeout === undefined ? {} : { captureTimeout });
  return { doc, undo, store: createSnapshotStore(doc) };
}

const sync = (from: Y.Doc, to: Y.Doc): void =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), REMOTE);

const html = (store: { get(): Page }, id = 'text') =>
  findBlock(store.get().blocks, id)?.properties.html;

describe('createUndoManager', () => {
  it('never undoes loading the page', () => {
    const { doc, undo } = peer();
    createPageDoc(page(), doc);
    expect(undo.canUndo()).toBe(false);
  });

  it('undoes and redoes a seller’s command', () => {
    const { doc, undo, store } = peer(createPageDoc(page()));
    const start = store.get();
    applyCommandToDoc(doc, store, { type: 'moveBlock', id: 'spacer', parentId: null, index: 0 });
    const moved = store.get();
    undo.undo();
    expect(store.get()).toStrictEqual(start);
    undo.redo();
    expect(store.get()).toStrictEqual(moved);
  });

  it('undoes an insert by taking the block out again', () => {
    const { doc, undo, store } = peer(createPageDoc(page()));
    const start = store.get();
    const block = blockSchema.parse({
      id: 'new',
      uid: 'new',
      type: 'button',
      properties: { template: 'v2' },
    });
    applyCommandToDoc(doc, store, { type: 'insertBlock', block, parentId: 'row', index: 0 });
    undo.undo();
    expect(store.get()).toStrictEqual(start);
  });

  it('makes rapid typing one step', () => {
    const { doc, undo, store } = peer(createPageDoc(page()));
    for (const value of ['<p>H</p>', '<p>He</p>', '<p>Hey</p>']) {
      applyCommandToDoc(doc, store, { type: 'setProperty', id: 'text', key: 'html', value });
    }
    expect(undo.undoStack).toHaveLength(1);
    undo.undo();
    expect(html(store)).toBeUndefined();
  });

  it('keeps changes apart once the capture timeout has passed (0 ms: every change)', () => {
    const { doc, undo, store } = peer(createPageDoc(page()), 0);
    for (const value of ['<p>H</p>', '<p>He</p>']) {
      applyCommandToDoc(doc, store, { type: 'setProperty', id: 'text', key: 'html', value });
    }
    undo.undo();
    expect(html(store)).toBe('<p>H</p>');
  });

  it('never undoes factory output or migrations', () => {
    const { doc, undo, store } = peer(createPageDoc(page()));
    const before = store.get();
    const generated = blockSchema.parse({
      id: 'gen',
      uid: 'gen',
      type: 'button',
      flags: ['generated'],
      parent: 'row',
      order: 1,
    });
    const row = before.blocks[0]!;
    const after: Page = {
      ...before,
      blocks: [{ ...row, items: [...row.items, generated] }, before.blocks[1]!],
    };
    applyPageToDoc(doc, before, after, FACTORY_ORIGIN);
    applyCommandToDoc(
      doc,
      store,
      { type: 'setProperty', id: 'spacer', key: 'height', value: 40 },
      { origin: MIGRATION_ORIGIN },
    );
    expect(undo.canUndo()).toBe(false);
  });

  it('never removes a collaborator’s change made on another document', () => {
    const mine = peer(createPageDoc(page()));
    const theirs = peer();
    sync(mine.doc, theirs.doc);

    applyCommandToDoc(mine.doc, mine.store, {
      type: 'setProperty',
      id: 'text',
      key: 'html',
      value: '<p>mine</p>',
    });
    applyCommandToDoc(theirs.doc, theirs.store, {
      type: 'setProperty',
      id: 'spacer',
      key: 'height',
      value: 80,
    });
    const block = blockSchema.parse({
      id: 'theirs',
      uid: 'theirs',
      type: 'button',
      properties: { template: 'v2' },
    });
    applyCommandToDoc(theirs.doc, theirs.store, {
      type: 'insertBlock',
      block,
      parentId: null,
      index: 0,
    });
    sync(theirs.doc, mine.doc);
    sync(mine.doc, theirs.doc);

    expect(mine.undo.undoStack).toHaveLength(1);
    mine.undo.undo();
    sync(mine.doc, theirs.doc);
    for (const { store } of [mine, theirs]) {
      expect(html(store)).toBeUndefined();
      expect(findBlock(store.get().blocks, 'spacer')?.properties.height).toBe(80);
      expect(findBlock(store.get().blocks, 'theirs')).toBeDefined();
    }
  });

  it('does not bring back my old value over a collaborator’s newer one', () => {
    const mine = peer(createPageDoc(page()));
    const theirs = peer();
    sync(mine.doc, theirs.doc);
    applyCommandToDoc(mine.doc, mine.store, {
      type: 'setProperty',
      id: 'text',
      key: 'html',
      value: '<p>mine</p>',
    });
    sync(mine.doc, theirs.doc);
    applyCommandToDoc(theirs.doc, theirs.store, {
      type: 'setProperty',
      id: 'text',
      key: 'html',
      value: '<p>theirs</p>',
    });
    sync(theirs.doc, mine.doc);
    mine.undo.undo();
    expect(html(mine.store)).toBe('<p>theirs</p>');
  });
});
