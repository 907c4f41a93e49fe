import * as Y from 'yjs';
import type { Block, Page } from '../model';
import { sortByOrder } from '../rules';
import { writeNewBlock } from './blockMaps';
import { loadIdentity, writeLineage } from './lineage';
import { freshKeys } from './orderKeys';
import { LOAD_ORIGIN } from './origins';
import type { PageDocSchema } from './pageDocSchema';
import { writePageFields } from './pageFields';
import { blocksOf, pageMapOf, pagePropertiesOf, type BlockMap } from './schema';

/**
 * A page document filled from page JSON in one transaction with origin LOAD_ORIGIN (never
 * undone). Siblings get order keys in their JSON sequence (sorted by `order`).
 *
 * The load is deterministic (lineage.ts): it writes with a client id derived from the
 * page's JSON and records that JSON's lineage, so two peers loading the same JSON make
 * identical Yjs items and their documents merge without colliding. The document's own
 * client id is restored afterwards: edits never write with the shared load id.
 *
 * It fills an empty document. To bring a document in use to another version of the page
 * (the server's newer copy), apply the difference instead:
 * `applyPageToDoc(doc, store.get(), serverPage, LOAD_ORIGIN)`.
 *
 * `schema` says which block types get rich text; callers use the functions of
 * `pageDocBinding(schema)`, which pass it.
 */
export function createPageDoc(schema: PageDocSchema, page: Page, doc: Y.Doc = new Y.Doc()): Y.Doc {
  if (pageMapOf(doc).size > 0 || blocksOf(doc).size > 0) {
    throw new Error('createPageDoc fills an empty document; use applyPageToDoc to change a page');
  }
  const { lineage, clientId } = loadIdentity(JSON.stringify(page));
  const ownClientId = doc.clientID;
  doc.clientID = clientId;
  try {
    doc.transact(() => {
      writeLineage(doc, lineage);
      writePageFields(pageMapOf(doc), pagePropertiesOf(doc), null, page);
      writeChildren(schema, blocksOf(doc), page.blocks, null);
    }, LOAD_ORIGIN);
  } finally {
    doc.clientID = ownClientId === clientId ? ownClientId + 1 : ownClientId;
  }
  return doc;
}

function writeChildren(
  schema: PageDocSchema,
  blocks: Y.Map<BlockMap>,
  children: readonly Block[],
  parent: string | null,
): void {
  const sorted = sortByOrder(children);
  const keys = freshKeys(sorted.length);
  sorted.forEach((block, index) => {
    writeNewBlock(schema, blocks, block, parent, keys[index]!);
    writeChildren(schema, blocks, block.items, block.id);
  });
}
