import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { pageOf, sketch } from '../commands/testing/testKit';
import type { Page } from '../model';
import { lineageOf, loadIdentity } from './lineage';
import { LOAD_ORIGIN } from './origins';
import { BLOCK_KEYS, blocksOf, pageMapOf, richTextOf } from './schema';
import { createSnapshotStore } from './snapshot';
import { allIds, fixturePage, testPageDoc } from './testing/testKit';

const { applyCommandToDoc, createPageDoc } = testPageDoc;

describe('createPageDoc', () => {
  it('keeps every block, at any depth, in one flat map', () => {
    const page = fixturePage('nested-rows.json');
    const doc = createPageDoc(page);
    expect([...blocksOf(doc).keys()].sort()).toStrictEqual(allIds(page).sort());
    for (const [id, block] of blocksOf(doc)) {
      expect(block.get(BLOCK_KEYS.id)).toBe(id);
      expect(block.get(BLOCK_KEYS.properties)).toBeInstanceOf(Y.Map);
      expect(block.get(BLOCK_KEYS.flags)).toBeInstanceOf(Y.Map);
    }
  });

  it('gives siblings ascending order keys in the sequence of their order numbers', () => {
    const page = pageOf([sketch('x', 'spacer'), sketch('y', 'spacer'), sketch('z', 'spacer')]);
    const shuffled = { ...page, blocks: [page.blocks[2]!, page.blocks[0]!, page.blocks[1]!] };
    const doc = createPageDoc(shuffled);
    const key = (id: string) => blocksOf(doc).get(id)!.get(BLOCK_KEYS.order) as string;
    expect(key('x') < key('y') && key('y') < key('z')).toBe(true);
  });

  it('names each block’s container as its parent', () => {
    const doc = createPageDoc(pageOf([sketch('row', 'row', [sketch('text', 'textBlock')])]));
    expect(blocksOf(doc).get('row')!.get(BLOCK_KEYS.parent)).toBeNull();
    expect(blocksOf(doc).get('text')!.get(BLOCK_KEYS.parent)).toBe('row');
  });

  it('gives text blocks their rich text and other blocks none', () => {
    const doc = createPageDoc(pageOf([sketch('row', 'row', [sketch('text', 'textBlock')])]));
    expect(blocksOf(doc).get('text')!.get(BLOCK_KEYS.richText)).toBeInstanceOf(Y.XmlText);
    expect(blocksOf(doc).get('row')!.has(BLOCK_KEYS.richText)).toBe(false);
  });

  it('fills the document in one transaction with the load origin', () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    createPageDoc(fixturePage('homepage.json'), doc);
    expect(origins).toStrictEqual([LOAD_ORIGIN]);
  });

  it('refuses a document that already holds a page', () => {
    const doc = createPageDoc(fixturePage('about.json'));
    expect(() => createPageDoc(fixturePage('about.json'), doc)).toThrow(
      'createPageDoc fills an empty document; use applyPageToDoc to change a page',
    );
    expect(pageMapOf(doc).get('url')).toBe('/about/');
  });

  describe('deterministic load', () => {
    const page = fixturePage('nested-rows.json');

    it('makes the very same Yjs items on every peer that loads the same JSON', () => {
      const one = createPageDoc(page);
      const two = createPageDoc(page);
      expect(one.clientID).not.toBe(two.clientID);
      expect(Y.encodeStateAsUpdate(one)).toStrictEqual(Y.encodeStateAsUpdate(two));
      expect(lineageOf(one)).toBe(loadIdentity(JSON.stringify(page)).lineage);
    });

    it('merges two copies loaded apart without losing an edit made in either', () => {
      const mine = createPageDoc(page);
      const theirs = createPageDoc(page);
      const [first, second] = allIds(page);
      const title = (id: string) =>
        ({ type: 'setProperty', id, key: 'title', value: `edited ${id}` }) as const;
      applyCommandToDoc(mine, createSnapshotStore(mine), title(first!));
      applyCommandToDoc(theirs, createSnapshotStore(theirs), title(second!));
      richTextOfFirstText(mine).insert(0, 'typed offline ');

      Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));
      Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs));

      const merged = createSnapshotStore(theirs).get();
      expect(createSnapshotStore(mine).get()).toStrictEqual(merged);
      const byId = new Map(allBlocks(merged.blocks).map((block) => [block.id, block]));
      expect(byId.get(first!)!.properties.title).toBe(`edited ${first}`);
      expect(byId.get(second!)!.properties.title).toBe(`edited ${second}`);
      expect(richTextOfFirstText(theirs).toString()).toContain('typed offline ');
    });

    it('gives different JSON a different lineage', () => {
      const other = { ...page, url: '/elsewhere/' };
      expect(lineageOf(createPageDoc(other))).not.toBe(lineageOf(createPageDoc(page)));
    });

    function richTextOfFirstText(doc: Y.Doc): Y.XmlText {
      const id = [...blocksOf(doc).keys()].find(
        (key) => blocksOf(doc).get(key)!.get(BLOCK_KEYS.type) === 'textBlock',
      );
      return richTextOf(doc, id!);
    }
  });
});

const allBlocks = (blocks: readonly Page['blocks'][number][]): Page['blocks'][number][] =>
  blocks.flatMap((block) => [block, ...allBlocks(block.items)]);
