import type { Page, Result } from '../model';
import { eachBlock } from './eachBlock';
import type { CommandError } from './errors';
import { setProperty } from './setProperty';

export interface SetBlocksPropertyArgs {
  ids: readonly string[];
  key: string;
  /** The new value; undefined removes the key. */
  value: unknown;
}

/** Sets one property of every selected block (each as `setProperty`) in one step. */
export const setBlocksProperty = (
  page: Page,
  { ids, key, value }: SetBlocksPropertyArgs,
): Result<Page, CommandError> =>
  eachBlock(page, ids, (current, id) => setProperty(current, { id, key, value }));
