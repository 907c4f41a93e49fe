import { fail, ok, type Page, type Result } from '../model';
import { markReordered } from '../rules';
import { commandErrors, type CommandError } from './errors';
import type { CommandOptions } from './options';
import { firstFreeIndex, isFixedFirst } from './fixedFirst';
import { targetChildren } from './target';
import { childrenOf, clampIndex, containsBlock, locateBlock, withChildren } from './tree';

export interface MoveBlockArgs {
  id: string;
  /** The container it goes to: the same one to reorder, another to move across. */
  parentId: string | null;
  /** Its position among the container's children after the move; past the end appends. */
  index: number;
}

/**
 * Moves a block within its container or into another one, with everything below it, and
 * adds the flag `reordered`. Dropping a block where it already is changes nothing.
 */
export function moveBlock(
  page: Page,
  { id, parentId, index }: MoveBlockArgs,
  options: CommandOptions = {},
): Result<Page, CommandError> {
  const from = locateBlock(page.blocks, id);
  if (!from) return fail(commandErrors.blockNotFound(id));
  if (isFixedFirst(from.block, from.parentId, from.index, options)) {
    // Dropped where it is: nothing to do.
    if (parentId === null && index <= 0) return ok(page);
    return fail(commandErrors.fixedBlock());
  }
  if (parentId !== null && containsBlock(from.block, parentId))
    return fail(commandErrors.cannotMoveIntoItself());
  const target = targetChildren(page, parentId, [from.block], options);
  if (!target.ok) return target;

  if (from.parentId === parentId) {
    const siblings = target.value.filter((block) => block.id !== id);
    const at = Math.max(
      clampIndex(index, siblings.length),
      firstFreeIndex(siblings, parentId, options),
    );
    if (at === from.index) return ok(page);
    siblings.splice(at, 0, markReordered(from.block));
    return ok(withChildren(page, parentId, siblings));
  }

  const remaining = (childrenOf(page, from.parentId) ?? []).filter((block) => block.id !== id);
  const lifted = withChildren(page, from.parentId, remaining);
  // Read the target again: lifting the block may have copied it (when it is an ancestor).
  const siblings = childrenOf(lifted, parentId) ?? [];
  const at = Math.max(
    clampIndex(index, siblings.length),
    firstFreeIndex(siblings, parentId, options),
  );
  siblings.splice(at, 0, markReordered(from.block));
  return ok(withChildren(lifted, parentId, siblings));
}
