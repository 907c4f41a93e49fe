import * as Y from 'yjs';
import type { Block, Page } from '../../src/model';
import { sortByOrder } from '../../src/rules';
import { writeNewBlock } from './blockMaps';
import { freshKeys } from './orderKeys';
import { LOAD_ORIGIN } from './origins';
import { writePageFields } from './pageFields';
import { blocksOf, pageMapOf, pagePropertiesOf, type BlockMap } from './schema';

/**
 * A page document filled from page JSON in one transaction with origin LOAD_ORIGIN (never
 * undone). Siblings get order keys in their JSON sequence (sorted by `order`).
 *
 * It fills an empty document. To bring a document in use to another version of the page
 * (the server's newer copy), apply the difference instead:
 * `applyPageToDoc(doc, store.get(), serverPage, LOAD_ORIGIN)`.
 */
export function createPageDoc(page: Page, doc: Y.Doc = new Y.Doc()): Y.Doc {
  if (pageMapOf(doc).size > 0 || blocksOf(doc).size > 0) {
    throw new Error('createPageDoc fills an empty document; use applyPageToDoc to change a page');
  }
  doc.transact(() => {
    writePageFields(pageMapOf(doc), pagePropertiesOf(doc), null, page);
    writeChildren(blocksOf(doc), page.blocks, null);
  }, LOAD_ORIGIN);
  return doc;
}

function writeChildren(
  blocks: Y.Map<BlockMap>,
  children: readonly Block[],
  parent: string | null,
): void {
  const sorted = sortByOrder(children);
  const keys = freshKeys(sorted.length);
  sorted.forEach((block, index) => {
    writeNewBlock(blocks, block, parent, keys[index]!);
    writeChildren(blocks, block.items, block.id);
  });
}
