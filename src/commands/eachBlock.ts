import { ok, type Page, type Result } from '../model';
import type { CommandError } from './errors';

/**
 * Runs a one-block change for each id in turn, as one change: the first refusal refuses
 * the whole (no block is changed), and the result is one page, so the document writes it
 * in one transaction and one undo restores every block.
 */
export function eachBlock(
  page: Page,
  ids: readonly string[],
  change: (page: Page, id: string) => Result<Page, CommandError>,
): Result<Page, CommandError> {
  let current = page;
  for (const id of ids) {
    const result = change(current, id);
    if (!result.ok) return result;
    current = result.value;
  }
  return ok(current);
}
