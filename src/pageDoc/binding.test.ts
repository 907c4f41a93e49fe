import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyCommand, findBlock, type PageCommand } from '../commands';
import { deepFreeze, pageOf, sketch, type Sketch } from '../commands/testing/testKit';
import { blockSchema, pageSchema, sequentialIds, setIdGenerator, type Page } from '../model';
import { FACTORY_ORIGIN, LOCAL_ORIGIN } from './origins';
import { BLOCK_KEYS, blocksOf } from './schema';
import { createSnapshotStore } from './snapshot';
import { allIds, testPageDoc } from './testing/testKit';

const { applyCommandToDoc, applyPageToDoc, createPageDoc } = testPageDoc;

let restoreIds: (() => void) | undefined;
afterEach(() => restoreIds?.());
/** Both paths of a comparison must make the same fresh ids (duplicate, paste). */
const idsFrom = (prefix: string): void => {
  restoreIds?.();
  restoreIds = setIdGenerator(sequentialIds(prefix));
};

function open(page: Page) {
  const doc = createPageDoc(page);
  const store = createSnapshotStore(doc);
  const changes: string[][] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    changes.push(
      [...transaction.changed].flatMap(([type, keys]) =>
        [...keys].map((key) => `${pathOf(doc, type)}.${key ?? '(content)'}`),
      ),
    );
  });
  return { doc, store, changes };
}

type SharedType = Y.Doc['share'] extends Map<string, infer T> ? T : never;

/** A readable address of a shared type: `blocks/text-1/properties`. */
function pathOf(doc: Y.Doc, type: SharedType): string {
  const item = type._item;
  if (item === null) return [...doc.share].find(([, shared]) => shared === type)?.[0] ?? '?';
  return `${pathOf(doc, item.parent as SharedType)}/${item.parentSub ?? ''}`;
}

const orderKeys = (doc: Y.Doc): Map<string, unknown> =>
  new Map([...blocksOf(doc)].map(([id, block]) => [id, block.get(BLOCK_KEYS.order)]));

const changedKeys = (before: Map<string, unknown>, after: Map<string, unknown>): string[] =>
  [...after].filter(([id, key]) => before.get(id) !== key).map(([id]) => id);

/** Random pages and command sequences, in the style of src/commands' property test. */
const TYPES = ['row', 'textBlock', 'button', 'spacer', 'banner'] as const;
const pageArbitrary = fc
  .array(fc.record({ type: fc.constantFrom(...TYPES), home: fc.nat() }), { maxLength: 14 })
  .map((specs) => {
    const top: Sketch[] = [];
    const rows: Sketch[] = [];
    specs.forEach(({ type, home }, i) => {
      const block = sketch(`b${i}`, type);
      const at = home % (rows.length + 1);
      (at === rows.length ? top : rows[at]!.items).push(block);
      if (type === 'row') rows.push(block);
    });
    return pageOf(top);
  });

type Step = { kind: (typeof STEP_KINDS)[number]; a: number; b: number; c: number; text: string };
const STEP_KINDS = [
  'insert',
  'move',
  'nest',
  'resize',
  'set',
  'unset',
  'duplicate',
  'delete',
  'paste',
] as const;
const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...STEP_KINDS),
  a: fc.nat({ max: 40 }),
  b: fc.nat({ max: 40 }),
  c: fc.nat({ max: 14 }),
  text: fc.string({ maxLength: 6 }),
});

function toCommand(page: Page, { kind, a, b, c, text }: Step, n: number): PageCommand {
  const ids = allIds(page);
  const idAt = (i: number) => ids[i % (ids.length + 1)] ?? 'missing';
  const parentAt = (i: number) => ids[i % (ids.length + 1)] ?? null;
  switch (kind) {
    case 'insert': {
      const block = blockSchema.parse({
        id: `new-${n}`,
        uid: `new-${n}`,
        type: TYPES[c % TYPES.length],
        properties: { template: 'v2' },
      });
      return { type: 'insertBlock', block, parentId: parentAt(a), index: b };
    }
    case 'move':
      return { type: 'moveBlock', id: idAt(a), parentId: parentAt(b), index: c };
    case 'nest':
      return { type: 'nestBlock', id: idAt(a), parentId: idAt(b) };
    case 'resize':
      return { type: 'resizeBlock', id: idAt(a), width: c };
    case 'set':
      return { type: 'setProperty', id: idAt(a), key: b % 2 === 0 ? 'text' : 'html', value: text };
    case 'unset':
      return { type: 'setProperty', id: idAt(a), key: 'text', value: undefined };
    case 'duplicate':
      return { type: 'duplicateBlock', id: idAt(a) };
    case 'delete':
      return { type: 'deleteBlock', id: idAt(a) };
    case 'paste': {
      const copied = [idAt(a), idAt(b)]
        .map((id) => findBlock(page.blocks, id))
        .filter((block) => block !== undefined);
      return { type: 'pasteBlocks', blocks: copied, parentId: parentAt(c), index: a };
    }
  }
}

const accepts = (parentType: string, childType: string) =>
  parentType === 'row' && childType !== 'banner';

describe('applyCommandToDoc', () => {
  it('gives the same page as applying the commands to JSON, with one transaction per changing command', () => {
    fc.assert(
      fc.property(pageArbitrary, fc.array(stepArbitrary, { maxLength: 20 }), (start, steps) => {
        const { doc, store, changes } = open(start);
        let json = deepFreeze(start);
        steps.forEach((step, n) => {
          const command = toCommand(json, step, n);
          idsFrom(`fresh-${n}-`);
          const direct = applyCommand(json, command, { accepts });
          idsFrom(`fresh-${n}-`);
          const transactions = changes.length;
          const before = store.get();
          const throughDoc = applyCommandToDoc(doc, store, command, { accepts });

          expect(throughDoc.ok).toBe(direct.ok);
          if (!direct.ok || !throughDoc.ok) return;
          expect(store.get()).toStrictEqual(direct.value);
          expect(changes.length - transactions).toBe(direct.value === json ? 0 : 1);
          if (direct.value === json) expect(store.get()).toBe(before);
          json = deepFreeze(direct.value);
        });
        expect(pageSchema.parse(store.get())).toStrictEqual(store.get());
      }),
      { numRuns: 150 },
    );
  });

  it('returns a refusal without touching the document', () => {
    const { doc, store, changes } = open(pageOf([sketch('a', 'spacer')]));
    const result = applyCommandToDoc(doc, store, { type: 'resizeBlock', id: 'a', width: 2 });
    expect(result.ok ? null : result.error.message).toBe(
      'A block is a whole number of columns from 3 to 12 wide, not 2',
    );
    expect(changes).toStrictEqual([]);
  });
});

describe('applyPageToDoc writes the smallest change', () => {
  const page = () =>
    pageOf([
      sketch('a', 'spacer'),
      sketch('row', 'row', [
        sketch('t1', 'textBlock'),
        sketch('t2', 'button'),
        sketch('t3', 'button'),
      ]),
      sketch('b', 'spacer'),
      sketch('c', 'spacer'),
      sketch('d', 'spacer'),
    ]);

  it('a reorder changes exactly one order key: the moved block’s', () => {
    const { doc, store } = open(page());
    const before = orderKeys(doc);
    applyCommandToDoc(doc, store, { type: 'moveBlock', id: 'a', parentId: null, index: 3 });
    expect(changedKeys(before, orderKeys(doc))).toStrictEqual(['a']);
    expect(store.get().blocks.map((block) => block.id)).toStrictEqual(['row', 'b', 'c', 'a', 'd']);
  });

  it('a move into another container writes one order key and one parent', () => {
    const { doc, store, changes } = open(page());
    const before = orderKeys(doc);
    applyCommandToDoc(doc, store, { type: 'moveBlock', id: 'c', parentId: 'row', index: 1 });
    expect(changedKeys(before, orderKeys(doc))).toStrictEqual(['c']);
    expect(changes.at(-1)!.sort()).toStrictEqual([
      'blocks/c.order',
      'blocks/c.parent',
      'blocks/c/flags.reordered',
    ]);
  });

  it('a property change sets only that key', () => {
    const { doc, store, changes } = open(page());
    applyCommandToDoc(doc, store, {
      type: 'setProperty',
      id: 't1',
      key: 'html',
      value: '<p>Hi</p>',
    });
    expect(changes.at(-1)).toStrictEqual(['blocks/t1/properties.html']);
  });

  it('a delete adds only the deleted flag', () => {
    const { doc, store, changes } = open(page());
    applyCommandToDoc(doc, store, { type: 'deleteBlock', id: 'row' });
    expect(changes.at(-1)).toStrictEqual(['blocks/row/flags.deleted']);
  });

  it('page fields and page properties: only the changed ones', () => {
    const { doc, store, changes } = open(page());
    const before = store.get();
    const after: Page = {
      ...before,
      url: '/about-us/',
      flags: ['homepage'],
      properties: { ...before.properties, title: { value: 'About us' } },
    };
    applyPageToDoc(doc, before, after);
    expect(changes.at(-1)!.sort()).toStrictEqual([
      'page.url',
      'page/flags.homepage',
      'pageProperties.title',
    ]);
    expect(store.get()).toStrictEqual(after);
  });

  it('removes blocks missing from the new page (an item factory replacing generated items)', () => {
    const { doc, store } = open(page());
    const before = store.get();
    const after: Page = {
      ...before,
      blocks: before.blocks
        .filter((block) => block.id !== 'row')
        .map((block, order) => ({ ...block, order })),
    };
    applyPageToDoc(doc, before, after, FACTORY_ORIGIN);
    expect([...blocksOf(doc).keys()].sort()).toStrictEqual(['a', 'b', 'c', 'd']);
    expect(store.get()).toStrictEqual(after);
  });

  it('a new text block gets its rich text in the same transaction', () => {
    const { doc, store, changes } = open(page());
    const block = blockSchema.parse({
      id: 'fresh',
      uid: 'fresh',
      type: 'textBlock',
      properties: { template: 'v2' },
    });
    applyCommandToDoc(doc, store, { type: 'insertBlock', block, parentId: 'row', index: 0 });
    expect(changes.at(-1)).toStrictEqual(['blocks.fresh']);
    expect(blocksOf(doc).get('fresh')!.get(BLOCK_KEYS.richText)).toBeInstanceOf(Y.XmlText);
  });

  it('a block moved out of a broken cycle is written under the container it was dropped in', () => {
    const { doc, store } = open(pageOf([sketch('a', 'row'), sketch('b', 'row')]));
    // The state two concurrent nestings leave: a in b and b in a; a is shown at the top.
    doc.transact(() => {
      blocksOf(doc).get('a')!.set(BLOCK_KEYS.parent, 'b');
      blocksOf(doc).get('b')!.set(BLOCK_KEYS.parent, 'a');
    });
    expect(store.get().blocks.map((block) => block.id)).toStrictEqual(['a']);
    applyCommandToDoc(doc, store, { type: 'moveBlock', id: 'b', parentId: null, index: 1 });
    expect(blocksOf(doc).get('b')!.get(BLOCK_KEYS.parent)).toBeNull();
    applyCommandToDoc(doc, store, { type: 'moveBlock', id: 'a', parentId: null, index: 0 });
    expect(blocksOf(doc).get('a')!.get(BLOCK_KEYS.parent)).toBeNull();
    expect(store.get().blocks.map((block) => [block.id, block.items.length])).toStrictEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });

  it('a concurrent edit of a deleted block neither resurrects it nor is lost', () => {
    const left = open(page());
    const right = new Y.Doc();
    Y.applyUpdate(right, Y.encodeStateAsUpdate(left.doc));
    const rightStore = createSnapshotStore(right);
    applyCommandToDoc(left.doc, left.store, { type: 'deleteBlock', id: 't1' });
    applyCommandToDoc(right, rightStore, {
      type: 'setProperty',
      id: 't1',
      key: 'html',
      value: '<p>late</p>',
    });
    Y.applyUpdate(right, Y.encodeStateAsUpdate(left.doc));
    Y.applyUpdate(left.doc, Y.encodeStateAsUpdate(right));
    const t1 = findBlock(left.store.get().blocks, 't1')!;
    expect([t1.flags, t1.properties.html]).toStrictEqual([['deleted'], '<p>late</p>']);
    expect(rightStore.get()).toStrictEqual(left.store.get());
  });

  it('uses the origin it is given', () => {
    const { doc, store } = open(page());
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    applyCommandToDoc(doc, store, { type: 'deleteBlock', id: 'a' });
    applyCommandToDoc(doc, store, { type: 'deleteBlock', id: 'b' }, { origin: FACTORY_ORIGIN });
    expect(origins).toStrictEqual([LOCAL_ORIGIN, FACTORY_ORIGIN]);
  });
});
