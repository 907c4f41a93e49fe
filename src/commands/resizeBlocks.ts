import type { Page, Result } from '../model';
import { eachBlock } from './eachBlock';
import type { CommandError } from './errors';
import { resizeBlock } from './resizeBlock';

export interface ResizeBlocksArgs {
  ids: readonly string[];
  /** Columns of the 12-column grid: a whole number from 3 to 12. */
  width: number;
}

/** Sets the width of every selected block (each as `resizeBlock`) in one step. */
export const resizeBlocks = (
  page: Page,
  { ids, width }: ResizeBlocksArgs,
): Result<Page, CommandError> =>
  eachBlock(page, ids, (current, id) => resizeBlock(current, { id, width }));
