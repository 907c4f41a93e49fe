import type { Page, Result } from '../model';
import { deleteBlock } from './deleteBlock';
import { eachBlock } from './eachBlock';
import type { CommandError } from './errors';

export interface DeleteBlocksArgs {
  ids: readonly string[];
}

/** Deletes the selected blocks (each flagged `deleted`, as `deleteBlock`) in one step. */
export const deleteBlocks = (page: Page, { ids }: DeleteBlocksArgs): Result<Page, CommandError> =>
  eachBlock(page, ids, (current, id) => deleteBlock(current, { id }));
