import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { pageOf, sketch } from '../commands/testing/testKit';
import { LOAD_ORIGIN } from './origins';
import { testPageDoc } from './testing/testKit';
import { BLOCK_KEYS, blocksOf, richTextOf } from './schema';

const { createPageDoc } = testPageDoc;

describe('richTextOf', () => {
  const page = () => pageOf([sketch('text', 'textBlock'), sketch('quote', 'quote')]);

  it('returns the rich text the block was created with', () => {
    const doc = createPageDoc(page());
    expect(richTextOf(doc, 'text')).toBe(blocksOf(doc).get('text')!.get(BLOCK_KEYS.richText));
  });

  it('creates it once, as a load (never undone), when the block lacks it', () => {
    const doc = createPageDoc(page());
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    const created = richTextOf(doc, 'quote');
    expect(richTextOf(doc, 'quote')).toBe(created);
    expect(origins).toStrictEqual([LOAD_ORIGIN]);
  });

  it('is shared: text typed on one peer arrives on another', () => {
    const doc = createPageDoc(page());
    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
    richTextOf(doc, 'text').insert(0, 'Hello');
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
    expect(richTextOf(peer, 'text').toString()).toBe('Hello');
  });

  it('refuses a block that is not in the document', () => {
    expect(() => richTextOf(createPageDoc(page()), 'ghost')).toThrow(
      'Block ghost is not in this page document',
    );
  });
});
