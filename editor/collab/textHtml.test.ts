import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { BLOCK_KEYS, blocksOf, createSnapshotStore, LOCAL_ORIGIN } from '../../src/pageDoc';
import { createPageDoc } from '../doc/pageDoc';
import { createUndoManager } from '../doc/undo';
import { RICH_TEXT_SYNC_ORIGIN, writeTextHtml } from './textHtml';

function textPage() {
  const page = pageOf([sketch('text-1', 'textBlock')]);
  page.blocks[0]!.properties.html = '<p>Hello</p>';
  const doc = createPageDoc(page);
  const store = createSnapshotStore(doc);
  const block = blocksOf(doc).get('text-1')!;
  const transactions: unknown[] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    if (transaction.changed.size > 0) transactions.push(transaction.origin);
  });
  return { doc, store, block, transactions };
}

describe('writeTextHtml', () => {
  it('sets the html like any property edit and records the text’s source, in one transaction', () => {
    const { doc, store, block, transactions } = textPage();
    writeTextHtml(doc, store, 'text-1', '<p>Hello there</p>', LOCAL_ORIGIN);
    expect(store.get().blocks[0]!.properties.html).toBe('<p>Hello there</p>');
    expect(block.get(BLOCK_KEYS.richTextSource)).toBe('<p>Hello there</p>');
    expect(transactions).toStrictEqual([LOCAL_ORIGIN]);
  });

  it('is one undo step when the seller typed, and none when it caught up with a collaborator', () => {
    const { doc, store, block } = textPage();
    const undo = createUndoManager(doc);
    writeTextHtml(doc, store, 'text-1', '<p>Typed</p>', LOCAL_ORIGIN);
    undo.stopCapturing();
    writeTextHtml(doc, store, 'text-1', '<p>Typed by Ben</p>', RICH_TEXT_SYNC_ORIGIN);
    expect(undo.undoStack).toHaveLength(1);
    undo.stopCapturing();
    writeTextHtml(doc, store, 'text-1', '<p>Typed again</p>', LOCAL_ORIGIN);
    undo.undo();
    expect(store.get().blocks[0]!.properties.html).toBe('<p>Typed by Ben</p>');
    expect(block.get(BLOCK_KEYS.richTextSource)).toBe('<p>Typed by Ben</p>');
  });

  it('records only the source when the html is already the one the text matches', () => {
    const { doc, store, block, transactions } = textPage();
    writeTextHtml(doc, store, 'text-1', '<p>Hello</p>', RICH_TEXT_SYNC_ORIGIN);
    expect(block.get(BLOCK_KEYS.richTextSource)).toBe('<p>Hello</p>');
    expect(transactions).toStrictEqual([RICH_TEXT_SYNC_ORIGIN]);
    writeTextHtml(doc, store, 'text-1', '<p>Hello</p>', RICH_TEXT_SYNC_ORIGIN);
    expect(transactions).toHaveLength(1);
  });

  it('writes nothing for a block that is not on the page', () => {
    const { doc, store, transactions } = textPage();
    writeTextHtml(doc, store, 'gone', '<p>Lost</p>', LOCAL_ORIGIN);
    expect(transactions).toStrictEqual([]);
  });
});
