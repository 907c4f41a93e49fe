import { fail, ok, type Block, type Page, type Result } from '../model';
import { sortByOrder } from '../rules';
import { commandErrors, type CommandError } from './errors';
import type { CommandOptions } from './options';
import { findBlock } from './tree';

/**
 * The sorted children of the container blocks are going into, once it is known to exist
 * and to accept every one of them. The page's top level (parentId null) takes any block.
 */
export function targetChildren(
  page: Page,
  parentId: string | null,
  incoming: readonly Block[],
  { accepts }: CommandOptions,
): Result<Block[], CommandError> {
  if (parentId === null) return ok(sortByOrder(page.blocks));
  const parent = findBlock(page.blocks, parentId);
  if (!parent) return fail(commandErrors.blockNotFound(parentId));
  const refused = accepts && incoming.find((child) => !accepts(parent.type, child.type));
  if (refused) return fail(commandErrors.notAccepted(parent.type, refused.type));
  return ok(sortByOrder(parent.items));
}
