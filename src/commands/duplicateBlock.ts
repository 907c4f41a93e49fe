import { fail, ok, type Page, type Result } from '../model';
import { cloneWithFreshIds } from './cloneWithFreshIds';
import { commandErrors, type CommandError } from './errors';
import { childrenOf, locateBlock, withChildren } from './tree';

export interface DuplicateBlockArgs {
  id: string;
}

/** Puts a deep copy of a block, with fresh ids throughout, right after the original. */
export function duplicateBlock(page: Page, { id }: DuplicateBlockArgs): Result<Page, CommandError> {
  const location = locateBlock(page.blocks, id);
  if (!location) return fail(commandErrors.blockNotFound(id));
  const siblings = childrenOf(page, location.parentId) ?? [];
  siblings.splice(location.index + 1, 0, cloneWithFreshIds(location.block));
  return ok(withChildren(page, location.parentId, siblings));
}
