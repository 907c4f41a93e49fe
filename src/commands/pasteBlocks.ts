import { ok, type Block, type Page, type Result } from '../model';
import { BLOCK_FLAGS, hasFlag } from '../rules';
import { cloneWithFreshIds } from './cloneWithFreshIds';
import type { CommandError } from './errors';
import type { CommandOptions } from './options';
import { targetChildren } from './target';
import { firstFreeIndex } from './fixedFirst';
import { clampIndex, withChildren } from './tree';

export interface PasteBlocksArgs {
  /** What was copied, in the sequence it was copied; it may come from another page. */
  blocks: readonly Block[];
  parentId: string | null;
  index: number;
}

/**
 * Pastes clipboard blocks into a container at a position, each (and everything below it)
 * with fresh ids, so the same clipboard can be pasted again. Deleted blocks in the
 * clipboard are left out. All or nothing: one block the container refuses stops the paste.
 */
export function pasteBlocks(
  page: Page,
  { blocks, parentId, index }: PasteBlocksArgs,
  options: CommandOptions = {},
): Result<Page, CommandError> {
  const pasted = blocks.filter((block) => !hasFlag(block.flags, BLOCK_FLAGS.deleted));
  const target = targetChildren(page, parentId, pasted, options);
  if (!target.ok) return target;
  if (pasted.length === 0) return ok(page);
  const siblings = target.value;
  const at = Math.max(
    clampIndex(index, siblings.length),
    firstFreeIndex(siblings, parentId, options),
  );
  siblings.splice(at, 0, ...pasted.map(cloneWithFreshIds));
  return ok(withChildren(page, parentId, siblings));
}
