import type * as Y from 'yjs';
import type { Page, Result } from '../model';
import {
  applyCommand,
  type CommandError,
  type CommandOptions,
  type PageCommand,
} from '../commands';
import { updateBlockMap, writeNewBlock } from './blockMaps';
import { assignOrderKeys } from './orderKeys';
import { LOCAL_ORIGIN } from './origins';
import { indexPage, type PageIndex } from './pageIndex';
import type { PageDocSchema } from './pageDocSchema';
import { writePageFields } from './pageFields';
import { BLOCK_KEYS, blocksOf, pageMapOf, pagePropertiesOf, type BlockMap } from './schema';

/**
 * Writes the difference between two snapshots of a page as the smallest set of Yjs
 * changes, in one transaction with `origin`:
 * - new blocks are added (each with its own entry in the flat map);
 * - changed fields are set: only changed property keys, only added or removed flags;
 * - a block that moved gets a new order key, and a new parent when it changed container;
 *   siblings that kept their relative order keep their keys (see `assignOrderKeys`);
 * - changed page fields and page properties are set.
 * `before` must be the document's current snapshot (the snapshot store's `get()`).
 * Commands never drop a block (delete is a flag); a block missing from `after` (an item
 * factory replacing its generated items) is removed from the map.
 */
export function applyPageToDoc(
  schema: PageDocSchema,
  doc: Y.Doc,
  before: Page,
  after: Page,
  origin: unknown = LOCAL_ORIGIN,
): void {
  if (before === after) return;
  doc.transact(() => {
    const { blocks: _before, ...fieldsBefore } = before;
    const { blocks: _after, ...fieldsAfter } = after;
    writePageFields(pageMapOf(doc), pagePropertiesOf(doc), fieldsBefore, fieldsAfter);
    if (before.blocks !== after.blocks)
      writeBlocks(schema, blocksOf(doc), indexPage(before), indexPage(after));
  }, origin);
}

function writeBlocks(
  schema: PageDocSchema,
  blocks: Y.Map<BlockMap>,
  was: PageIndex,
  now: PageIndex,
): void {
  const newKeys = orderKeysToWrite(blocks, was, now);
  for (const [id, { block, parentId }] of now.placed) {
    const old = was.placed.get(id);
    const map = blocks.get(id);
    const key = newKeys.get(id);
    if (!old || !map) {
      writeNewBlock(schema, blocks, block, parentId, key!);
      continue;
    }
    updateBlockMap(map, old.block, block);
    // A moved block is placed where the seller saw it land, even when the parent its map
    // named was not the one shown (a broken cycle, a parent not yet arrived).
    const parentDiffers =
      old.parentId !== parentId || (key !== undefined && map.get(BLOCK_KEYS.parent) !== parentId);
    if (parentDiffers) map.set(BLOCK_KEYS.parent, parentId);
    if (key !== undefined) map.set(BLOCK_KEYS.order, key);
  }
  for (const id of was.placed.keys()) if (!now.placed.has(id)) blocks.delete(id);
}

/** New order keys for the blocks that moved or arrived, container by container. */
function orderKeysToWrite(
  blocks: Y.Map<BlockMap>,
  was: PageIndex,
  now: PageIndex,
): Map<string, string> {
  const changedContainers = new Set<string | null>();
  for (const [id, { parentId, index }] of now.placed) {
    const old = was.placed.get(id);
    const moved = !old || old.parentId !== parentId || old.index !== index;
    if (moved || !blocks.has(id)) changedContainers.add(parentId);
  }
  const keys = new Map<string, string>();
  for (const parentId of changedContainers) {
    const slots = (now.children.get(parentId) ?? []).map((id) => ({
      id,
      key: was.placed.get(id)?.parentId === parentId ? currentKey(blocks, id) : null,
    }));
    for (const [id, key] of assignOrderKeys(slots)) keys.set(id, key);
  }
  return keys;
}

const currentKey = (blocks: Y.Map<BlockMap>, id: string): string | null => {
  const key = blocks.get(id)?.get(BLOCK_KEYS.order);
  return typeof key === 'string' ? key : null;
};

export interface DocCommandOptions extends CommandOptions {
  /** Defaults to LOCAL_ORIGIN (an undoable seller edit). */
  origin?: unknown;
}

/**
 * Runs a command on the document's current snapshot and writes its result to the document
 * (one transaction; none when the command is refused or changes nothing). Returns the
 * command's result, so callers see refusals exactly as `applyCommand` reports them.
 */
export function applyCommandToDoc(
  schema: PageDocSchema,
  doc: Y.Doc,
  store: { get(): Page },
  command: PageCommand,
  { origin = LOCAL_ORIGIN, ...options }: DocCommandOptions = {},
): Result<Page, CommandError> {
  const before = store.get();
  const result = applyCommand(before, command, options);
  if (result.ok) applyPageToDoc(schema, doc, before, result.value, origin);
  return result;
}
