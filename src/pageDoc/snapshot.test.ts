import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { pageSchema, type Page } from '../model';
import { pageOf, sketch } from '../commands/testing/testKit';
import { LOCAL_ORIGIN } from './origins';
import { BLOCK_KEYS, blocksOf, pageMapOf, pagePropertiesOf, richTextOf } from './schema';
import { createSnapshotStore } from './snapshot';
import {
  allIds,
  blocksById,
  fixtureNames,
  fixturePage,
  gridPage,
  testPageDoc,
} from './testing/testKit';

const { applyCommandToDoc, createPageDoc } = testPageDoc;

const sync = (from: Y.Doc, to: Y.Doc): void =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

function open(page: Page) {
  const doc = createPageDoc(page);
  return { doc, store: createSnapshotStore(doc) };
}

/** Ids whose block object is not the same object in `after` as in `before`. */
function newObjects(before: Page, after: Page): string[] {
  const old = blocksById(before);
  return [...blocksById(after)].filter(([id, block]) => old.get(id) !== block).map(([id]) => id);
}

describe('snapshot of a page document', () => {
  it.each(fixtureNames())('%s: equals the page the document was made from, and parses', (name) => {
    const page = fixturePage(name);
    const { store } = open(page);
    expect(store.get()).toStrictEqual(page);
    expect(pageSchema.parse(store.get())).toStrictEqual(store.get());
  });

  it.each(fixtureNames())('%s: a peer that receives the document derives the same page', (name) => {
    const page = fixturePage(name);
    const { doc } = open(page);
    const peer = new Y.Doc();
    sync(doc, peer);
    expect(createSnapshotStore(peer).get()).toStrictEqual(page);
  });

  it('reads an empty document as the model’s empty page', () => {
    expect(createSnapshotStore(new Y.Doc()).get()).toStrictEqual(pageSchema.parse({}));
  });

  it('returns the same object until the document changes', () => {
    const { doc, store } = open(fixturePage('about.json'));
    const first = store.get();
    expect(store.get()).toBe(first);
    pagePropertiesOf(doc).set('title', 'About us');
    const second = store.get();
    expect(second).not.toBe(first);
    expect(second.properties.title).toStrictEqual({ value: 'About us' });
    expect(second.blocks).toBe(first.blocks);
  });

  it('notifies once per transaction that changes the page, not for rich text edits', () => {
    const { doc, store } = open(fixturePage('about.json'));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const text = store.get().blocks.find((block) => block.type === 'textBlock')!;
    doc.transact(() => {
      blocksOf(doc).get(text.id)!.set(BLOCK_KEYS.size, { x: 6, y: 1 });
      pageMapOf(doc).set('url', '/about-us/');
    }, LOCAL_ORIGIN);
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.get();
    richTextOf(doc, text.id).insert(0, 'typing');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(before);
    unsubscribe();
    pageMapOf(doc).set('url', '/story/');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops observing when destroyed', () => {
    const { doc, store } = open(fixturePage('about.json'));
    const before = store.get();
    store.destroy();
    pageMapOf(doc).set('url', '/gone/');
    expect(store.get()).toBe(before);
  });
});

describe('structural sharing', () => {
  it('one property change on a 2,000-block page makes new objects only on the path to the top', () => {
    const page = gridPage(20, 10, 9);
    expect(allIds(page)).toHaveLength(2020);
    const { doc, store } = open(page);
    const before = store.get();
    const properties = blocksOf(doc).get('r7.3.5')!.get(BLOCK_KEYS.properties) as Y.Map<unknown>;
    properties.set('html', '<p>changed</p>');
    const after = store.get();
    expect(newObjects(before, after).sort()).toStrictEqual(['r7', 'r7.3', 'r7.3.5']);
    expect(after.blocks).not.toBe(before.blocks);
    expect(blocksById(after).get('r7.3.5')!.properties.html).toBe('<p>changed</p>');
  });

  it('a move makes new objects only for the blocks whose position or parent changed, and their ancestors', () => {
    const { doc, store } = open(gridPage(3, 2, 4));
    const before = store.get();
    // r1.0.3 goes first among r1.0's children: every child of r1.0 changes position.
    const result = applyCommandToDoc(doc, store, {
      type: 'moveBlock',
      id: 'r1.0.3',
      parentId: 'r1.0',
      index: 0,
    });
    expect(result.ok).toBe(true);
    expect(newObjects(before, store.get()).sort()).toStrictEqual([
      'r1',
      'r1.0',
      'r1.0.0',
      'r1.0.1',
      'r1.0.2',
      'r1.0.3',
    ]);
  });

  it('moving a block to the end of its container leaves the siblings before it untouched', () => {
    const { doc, store } = open(gridPage(3, 2, 4));
    const before = store.get();
    applyCommandToDoc(doc, store, { type: 'moveBlock', id: 'r2.1.1', parentId: 'r2.1', index: 3 });
    expect(newObjects(before, store.get()).sort()).toStrictEqual([
      'r2',
      'r2.1',
      'r2.1.1',
      'r2.1.2',
      'r2.1.3',
    ]);
  });
});

describe('tree derived from parent and order key', () => {
  const twoRows = () =>
    pageOf([
      sketch('a', 'row', [sketch('a1', 'textBlock')]),
      sketch('b', 'row', [sketch('b1', 'button')]),
    ]);

  it('breaks a cycle made by two concurrent nestings the same way on both peers, losing nothing', () => {
    const left = open(twoRows());
    const right = {
      doc: new Y.Doc(),
      store: undefined as unknown as ReturnType<typeof createSnapshotStore>,
    };
    sync(left.doc, right.doc);
    right.store = createSnapshotStore(right.doc);
    applyCommandToDoc(left.doc, left.store, { type: 'nestBlock', id: 'a', parentId: 'b' });
    applyCommandToDoc(right.doc, right.store, { type: 'nestBlock', id: 'b', parentId: 'a' });
    sync(left.doc, right.doc);
    sync(right.doc, left.doc);

    const page = left.store.get();
    expect(right.store.get()).toStrictEqual(page);
    expect(pageSchema.parse(page)).toStrictEqual(page);
    // 'a' < 'b': a is lifted to the top level, b stays inside it.
    expect(page.blocks.map((block) => block.id)).toStrictEqual(['a']);
    expect(page.blocks[0]!.items.map((block) => [block.id, block.parent])).toStrictEqual([
      ['a1', 'a'],
      ['b', 'a'],
    ]);
    expect(allIds(page).sort()).toStrictEqual(['a', 'a1', 'b', 'b1']);
  });

  it('breaks a longer cycle at its smallest id', () => {
    const { doc, store } = open(
      pageOf([sketch('c', 'row'), sketch('b', 'row'), sketch('d', 'row')]),
    );
    doc.transact(() => {
      blocksOf(doc).get('b')!.set(BLOCK_KEYS.parent, 'c');
      blocksOf(doc).get('c')!.set(BLOCK_KEYS.parent, 'd');
      blocksOf(doc).get('d')!.set(BLOCK_KEYS.parent, 'b');
    });
    const page = store.get();
    expect(page.blocks.map((block) => block.id)).toStrictEqual(['b']);
    expect(page.blocks[0]!.items[0]!.id).toBe('d');
    expect(page.blocks[0]!.items[0]!.items[0]!.id).toBe('c');
  });

  it('shows a block whose parent has not arrived at the top level, then under the parent', () => {
    const origin = open(twoRows());
    const peer = new Y.Doc();
    sync(origin.doc, peer);
    const peerStore = createSnapshotStore(peer);
    const third = new Y.Doc();
    sync(origin.doc, third);
    const thirdStore = createSnapshotStore(third);

    // The origin adds row c; the peer receives it and nests b1 into c; the third peer
    // hears from the peer before it hears from the origin.
    applyCommandToDoc(origin.doc, origin.store, {
      type: 'insertBlock',
      block: pageOf([sketch('c', 'row')]).blocks[0]!,
      parentId: null,
      index: 2,
    });
    sync(origin.doc, peer);
    applyCommandToDoc(peer, peerStore, { type: 'nestBlock', id: 'b1', parentId: 'c' });
    Y.applyUpdate(third, Y.encodeStateAsUpdate(peer, Y.encodeStateVector(origin.doc)));

    const waiting = thirdStore.get().blocks.find((block) => block.id === 'b1');
    expect(waiting?.parent).toBeNull();
    expect(allIds(thirdStore.get()).sort()).toStrictEqual(['a', 'a1', 'b', 'b1']);
    sync(origin.doc, third);
    expect(thirdStore.get()).toStrictEqual(peerStore.get());
    expect(thirdStore.get().blocks.map((block) => block.id)).toStrictEqual(['a', 'b', 'c']);
    expect(thirdStore.get().blocks[2]!.items.map((block) => block.id)).toStrictEqual(['b1']);
  });

  it('moves the children of a block removed from the map to the top level', () => {
    const { doc, store } = open(twoRows());
    blocksOf(doc).delete('a');
    expect(store.get().blocks.map((block) => [block.id, block.order, block.parent])).toStrictEqual([
      ['a1', 0, null],
      ['b', 1, null],
    ]);
  });

  it('stays a valid page while a peer’s overwrite waits for that peer’s earlier update', () => {
    const origin = open(twoRows());
    const resizer = new Y.Doc();
    sync(origin.doc, resizer);
    const resizerStore = createSnapshotStore(resizer);
    const updates: Uint8Array[] = [];
    resizer.on('update', (update: Uint8Array) => updates.push(update));
    applyCommandToDoc(resizer, resizerStore, {
      type: 'setProperty',
      id: 'b1',
      key: 'text',
      value: 'Go',
    });
    applyCommandToDoc(resizer, resizerStore, { type: 'resizeBlock', id: 'a1', width: 6 });
    const [earlier, resize] = updates as [Uint8Array, Uint8Array];

    // The resize arrives first: the old size is deleted at once, the new one waits.
    Y.applyUpdate(origin.doc, resize);
    const waiting = origin.store.get();
    expect(pageSchema.parse(waiting)).toStrictEqual(waiting);
    Y.applyUpdate(origin.doc, earlier);
    expect(origin.store.get()).toStrictEqual(resizerStore.get());
    expect(allIds(origin.store.get())).toHaveLength(4);
  });

  it('orders siblings with the same order key by id', () => {
    const { doc, store } = open(
      pageOf([sketch('y', 'spacer'), sketch('x', 'spacer'), sketch('z', 'spacer')]),
    );
    const key = blocksOf(doc).get('z')!.get(BLOCK_KEYS.order);
    blocksOf(doc).get('y')!.set(BLOCK_KEYS.order, key);
    blocksOf(doc).get('x')!.set(BLOCK_KEYS.order, key);
    expect(store.get().blocks.map((block) => [block.id, block.order])).toStrictEqual([
      ['x', 0],
      ['y', 1],
      ['z', 2],
    ]);
  });
});
