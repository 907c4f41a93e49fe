import type { Block } from '../model';
import { BLOCK_FLAGS, withFlag } from './flags';

/** Reordering adds the flag `reordered`. The same block when already set. */
export function markReordered(block: Block): Block {
  const flags = withFlag(block.flags, BLOCK_FLAGS.reordered);
  return flags === block.flags ? block : { ...block, flags };
}
