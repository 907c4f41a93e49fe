import type { Page, Result } from '../model';
import type { CommandError } from './errors';
import { moveBlock } from './moveBlock';
import type { CommandOptions } from './options';

export interface NestBlockArgs {
  id: string;
  /** The block it goes inside. */
  parentId: string;
}

/**
 * Puts a block inside another block, as its last child: what dropping a block onto a
 * container does. A move like any other, so it is flagged `reordered` and refused into
 * itself, into its own descendants, or into a container that does not accept it.
 */
export function nestBlock(
  page: Page,
  { id, parentId }: NestBlockArgs,
  options: CommandOptions = {},
): Result<Page, CommandError> {
  return moveBlock(page, { id, parentId, index: Infinity }, options);
}
