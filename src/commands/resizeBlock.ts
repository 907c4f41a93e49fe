import { GRID_COLUMNS, MIN_BLOCK_WIDTH, fail, ok, type Page, type Result } from '../model';
import { commandErrors, type CommandError } from './errors';
import { locateBlock, replaceAt } from './tree';

export interface ResizeBlockArgs {
  id: string;
  /** Columns of the 12-column grid: a whole number from 3 to 12. */
  width: number;
}

/** Sets a block's width in columns (at least 3, at most 12). */
export function resizeBlock(
  page: Page,
  { id, width }: ResizeBlockArgs,
): Result<Page, CommandError> {
  const location = locateBlock(page.blocks, id);
  if (!location) return fail(commandErrors.blockNotFound(id));
  if (!Number.isInteger(width) || width < MIN_BLOCK_WIDTH || width > GRID_COLUMNS) {
    return fail(commandErrors.widthOutOfRange(width));
  }
  const { block } = location;
  if (block.size.x === width) return ok(page);
  return ok(replaceAt(page, location, { ...block, size: { ...block.size, x: width } }));
}
