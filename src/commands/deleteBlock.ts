import { fail, ok, type Page, type Result } from '../model';
import { BLOCK_FLAGS, withFlag } from '../rules';
import { commandErrors, type CommandError } from './errors';
import { locateBlock, replaceAt } from './tree';

export interface DeleteBlockArgs {
  id: string;
}

/**
 * Deletes a block by setting its `deleted` flag; the block stays in the tree. The saved
 * state keeps that flag, which is how the server learns to remove it, and until then the
 * delete can be undone by clearing the flag.
 */
export function deleteBlock(page: Page, { id }: DeleteBlockArgs): Result<Page, CommandError> {
  const location = locateBlock(page.blocks, id);
  if (!location) return fail(commandErrors.blockNotFound(id));
  const { block } = location;
  const flags = withFlag(block.flags, BLOCK_FLAGS.deleted);
  return ok(flags === block.flags ? page : replaceAt(page, location, { ...block, flags }));
}
