import * as Y from 'yjs';
import { LOAD_ORIGIN } from './origins';

/**
 * The shape of a page document (see README.md, "The document"). Three root maps:
 *
 * - `page`: the page's own fields; its `flags` is a Y.Map<true> so concurrent flag
 *   changes merge instead of overwriting each other;
 * - `pageProperties`: property key -> plain value (the JSON wraps each as `{ value }`);
 * - `blocks`: a FLAT map of block id -> block map. The tree is not stored as nesting:
 *   each block names its `parent` and carries a fractional `order` key, so a move is one
 *   or two key writes and two peers can never make the same block appear twice.
 */
export const PAGE_MAP = 'page';
export const PAGE_PROPERTIES_MAP = 'pageProperties';
export const BLOCKS_MAP = 'blocks';

/** Keys of one block's Y.Map. */
export const BLOCK_KEYS = {
  id: 'id',
  uid: 'uid',
  type: 'type',
  /** Id of the containing block, or null at the top level. */
  parent: 'parent',
  /** A fractional-indexing key: siblings sort by (order key, id). */
  order: 'order',
  /** A plain `{ x, y }` object: a resize replaces it whole. */
  size: 'size',
  /** Y.Map<true>: flag name -> true. */
  flags: 'flags',
  unpublished: 'unpublished',
  page: 'page',
  /** Y.Map: property key -> plain JSON value, so two peers editing different keys merge. */
  properties: 'properties',
  /**
   * Y.XmlText that Lexical binds to, on blocks whose type has rich text (PageDocSchema:
   * the type's `richText` in its definition). Their `properties.html` stays a plain
   * property, derived from the text: the editor session writes the exported HTML into it
   * as a `setProperty` command on each change (editor/collab/textHtml.ts).
   */
  richText: 'richText',
  /**
   * The `properties.html` the rich text last matched, written with it in one transaction.
   * A html that differs was changed elsewhere (the properties panel, an HTTP save), so the
   * rich text is behind it and the next text editor catches it up.
   */
  richTextSource: 'richTextSource',
} as const;

/** A block's map: its values are plain JSON, a nested Y.Map or a Y.XmlText. */
export type BlockMap = Y.Map<unknown>;
export type FlagMap = Y.Map<true>;

export const pageMapOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap(PAGE_MAP);
export const pagePropertiesOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap(PAGE_PROPERTIES_MAP);
export const blocksOf = (doc: Y.Doc): Y.Map<BlockMap> => doc.getMap(BLOCKS_MAP);

/**
 * The Y.XmlText a block's Lexical editor binds to (`CollaborationPlugin`'s `getXmlText`).
 *
 * The binding creates it together with the block, in the same transaction, so exactly one
 * peer ever creates it. Creating it here is the fallback for a document that lacks it;
 * two peers doing that at once would each make their own and one would win, so the
 * fallback runs as LOAD_ORIGIN (never undone) and only when the block has none.
 */
export function richTextOf(doc: Y.Doc, blockId: string): Y.XmlText {
  const block = blocksOf(doc).get(blockId);
  if (!block) throw new Error(`Block ${blockId} is not in this page document`);
  const existing = block.get(BLOCK_KEYS.richText);
  if (existing instanceof Y.XmlText) return existing;
  const created = new Y.XmlText();
  doc.transact(() => block.set(BLOCK_KEYS.richText, created), LOAD_ORIGIN);
  return created;
}
