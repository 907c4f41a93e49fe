import type { Block } from '../model';
import { BLOCK_FLAGS, hasFlag } from './flags';

/** A block as it is saved: the block's own numbers as strings, only the deleted flag. */
export interface SavedBlock extends Omit<Block, 'size' | 'order' | 'page' | 'flags' | 'items'> {
  size: { x: string; y: string };
  order: string;
  page: string | null;
  flags: string[];
  items: SavedBlock[];
}

const keptFlags = (flags: readonly string[]): string[] =>
  hasFlag(flags, BLOCK_FLAGS.deleted) ? [BLOCK_FLAGS.deleted] : [];

/**
 * A block's saved state: keeps only the `deleted` flag (the
 * server needs it to remove the block; every other flag is editor state), turns numbers
 * into strings, and drops the items a factory produced (flag `generated`: they are made
 * again from their source on load). Shadow items and hand-made items are kept.
 *
 * The numbers turned into strings are the block's own (size, order, page); the model
 * reads both forms, and Infinity survives JSON as "Infinity". Properties are left as they
 * are: their meaning belongs to the block type's schema, and a round trip through
 * `pageSchema` must give the same page back.
 */
export function blockSavedState(block: Block): SavedBlock {
  return {
    ...block,
    size: { x: String(block.size.x), y: String(block.size.y) },
    order: String(block.order),
    page: block.page === null ? null : String(block.page),
    flags: keptFlags(block.flags),
    items: block.items
      .filter((item) => !hasFlag(item.flags, BLOCK_FLAGS.generated))
      .map(blockSavedState),
  };
}
