import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { pageOf, sketch } from '../../src/commands/testKit';
import { createPageDoc } from './createPageDoc';
import { LOAD_ORIGIN } from './origins';
import { BLOCK_KEYS, blocksOf, pageMapOf } from './schema';
import { allIds, fixturePage } from './testKit';

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
});
