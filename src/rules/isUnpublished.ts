import type { Block } from '../model';
import { BLOCK_FLAGS, hasFlag } from './flags';

/**
 * A block counts as unpublished if it is unpublished itself (its `unpublished` field, or
 * its `published` property set to false) or all its children are.
 * Deleted children are on their way out, so only the remaining ones count; a block
 * with no remaining children is judged by itself alone.
 */
export function isUnpublished(block: Block): boolean {
  if (block.unpublished || block.properties.published === false) return true;
  const children = block.items.filter((item) => !hasFlag(item.flags, BLOCK_FLAGS.deleted));
  return children.length > 0 && children.every(isUnpublished);
}
