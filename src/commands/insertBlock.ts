import { fail, ok, type Block, type Page, type Result } from '../model';
import { commandErrors, type CommandError } from './errors';
import type { CommandOptions } from './options';
import { firstFreeIndex } from './fixedFirst';
import { targetChildren } from './target';
import { blockIds, clampIndex, linkSubtree, withChildren } from './tree';

export interface InsertBlockArgs {
  /** A new block, usually from the registry's builder; its items come with it. */
  block: Block;
  parentId: string | null;
  /** Position among the container's children; past the end appends. */
  index: number;
}

/** Puts a new block (and its items) into a container. Ids already on the page are refused. */
export function insertBlock(
  page: Page,
  { block, parentId, index }: InsertBlockArgs,
  options: CommandOptions = {},
): Result<Page, CommandError> {
  const taken = new Set(blockIds(page.blocks));
  const incoming = blockIds([block]);
  const clash = incoming.find((id, i) => taken.has(id) || incoming.indexOf(id) !== i);
  if (clash !== undefined) return fail(commandErrors.duplicateBlockId(clash));
  const target = targetChildren(page, parentId, [block], options);
  if (!target.ok) return target;
  const siblings = target.value;
  const at = Math.max(
    clampIndex(index, siblings.length),
    firstFreeIndex(siblings, parentId, options),
  );
  siblings.splice(at, 0, linkSubtree(block));
  return ok(withChildren(page, parentId, siblings));
}
