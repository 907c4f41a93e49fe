import * as Y from 'yjs';
import { GRID_COLUMNS, type Block, type BlockProperties, type BlockSize } from '../model';
import { readFlags, writeFlags } from './flagMap';
import type { PageDocSchema } from './pageDocSchema';
import { BLOCK_KEYS, type BlockMap, type FlagMap } from './schema';

/**
 * One block as stored in its Y.Map, read back without its place in the tree: `parent` is
 * the parent the document names (it may be missing, or part of a cycle two peers made),
 * `orderKey` its fractional key. The snapshot turns these into `items` and numeric `order`.
 */
export interface BlockRecord {
  id: string;
  uid: string;
  type: string;
  size: BlockSize;
  properties: BlockProperties;
  flags: string[];
  page: number | null;
  unpublished: boolean;
  parent: string | null;
  orderKey: string;
}

const nested = <T>(block: BlockMap, key: string): Y.Map<T> => {
  const map = block.get(key);
  return map instanceof Y.Map ? (map as Y.Map<T>) : new Y.Map<T>();
};

const DEFAULT_SIZE: BlockSize = { x: GRID_COLUMNS, y: 1 };

/**
 * Reads a block map. A field can be briefly missing: when a peer overwrites it (a resize,
 * a move) and its update arrives before an earlier update of that peer, Yjs applies the
 * deletion of the old value at once but holds the new value until the gap is filled.
 * Until then the field reads as the model's default (size: full width; order key: '',
 * which sorts first), so the snapshot stays a valid page; the real value follows.
 */
export function readBlockRecord(id: string, block: BlockMap): BlockRecord {
  const properties = nested<unknown>(block, BLOCK_KEYS.properties);
  const orderKey = block.get(BLOCK_KEYS.order);
  return {
    id,
    uid: (block.get(BLOCK_KEYS.uid) as string | undefined) ?? id,
    type: block.get(BLOCK_KEYS.type) as string,
    size: (block.get(BLOCK_KEYS.size) as BlockSize | undefined) ?? DEFAULT_SIZE,
    properties: Object.fromEntries(properties.entries()),
    flags: readFlags(nested<true>(block, BLOCK_KEYS.flags)),
    page: (block.get(BLOCK_KEYS.page) ?? null) as number | null,
    unpublished: block.get(BLOCK_KEYS.unpublished) === true,
    parent: (block.get(BLOCK_KEYS.parent) ?? null) as string | null,
    orderKey: typeof orderKey === 'string' ? orderKey : '',
  };
}

/**
 * Adds a block (not its items: every block has its own entry) to the flat blocks map.
 * Must run inside a transaction. A block whose type has rich text (`schema`) gets its
 * Y.XmlText here, created by the one peer that creates the block, so no two peers can race
 * to create it.
 */
export function writeNewBlock(
  schema: PageDocSchema,
  blocks: Y.Map<BlockMap>,
  block: Block,
  parent: string | null,
  orderKey: string,
): BlockMap {
  const map: BlockMap = new Y.Map();
  blocks.set(block.id, map);
  map.set(BLOCK_KEYS.id, block.id);
  map.set(BLOCK_KEYS.uid, block.uid);
  map.set(BLOCK_KEYS.type, block.type);
  map.set(BLOCK_KEYS.parent, parent);
  map.set(BLOCK_KEYS.order, orderKey);
  map.set(BLOCK_KEYS.size, { x: block.size.x, y: block.size.y });
  map.set(BLOCK_KEYS.page, block.page);
  map.set(BLOCK_KEYS.unpublished, block.unpublished);
  const flags: FlagMap = map.set(BLOCK_KEYS.flags, new Y.Map<true>());
  writeFlags(flags, [], block.flags);
  const properties = map.set(BLOCK_KEYS.properties, new Y.Map<unknown>());
  for (const [key, value] of Object.entries(block.properties)) {
    if (value !== undefined) properties.set(key, value);
  }
  if (schema.hasRichText(block.type)) map.set(BLOCK_KEYS.richText, new Y.XmlText());
  return map;
}

/**
 * Writes what differs between two JSON versions of one block (not its place: parent and
 * order key are the binding's business): only changed fields, only changed property keys,
 * only added or removed flags, so concurrent edits of other keys survive.
 */
export function updateBlockMap(block: BlockMap, before: Block, after: Block): void {
  if (before === after) return;
  if (before.uid !== after.uid) block.set(BLOCK_KEYS.uid, after.uid);
  if (before.type !== after.type) block.set(BLOCK_KEYS.type, after.type);
  if (before.page !== after.page) block.set(BLOCK_KEYS.page, after.page);
  if (before.unpublished !== after.unpublished)
    block.set(BLOCK_KEYS.unpublished, after.unpublished);
  if (before.size.x !== after.size.x || before.size.y !== after.size.y)
    block.set(BLOCK_KEYS.size, { x: after.size.x, y: after.size.y });
  writeFlags(nested<true>(block, BLOCK_KEYS.flags), before.flags, after.flags);
  writeProperties(
    nested<unknown>(block, BLOCK_KEYS.properties),
    before.properties,
    after.properties,
  );
}

/** Sets changed keys and deletes removed ones; a key whose value is the same object is left alone. */
export function writeProperties(
  map: Y.Map<unknown>,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): void {
  if (before === after) return;
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key) || after[key] === undefined) map.delete(key);
  }
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && !Object.is(before[key], value)) map.set(key, value);
  }
}
