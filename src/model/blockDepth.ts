/**
 * How deep blocks may nest in a page (`items` inside `items`). Real pages nest a handful
 * of levels (row, column, card); the limit keeps every recursive walk of a page (parsing,
 * rendering, sanitising) far from the call stack's end, which 1,500 levels reached.
 */
export const MAX_BLOCK_DEPTH = 50;
export const BLOCK_DEPTH_MESSAGE = `Blocks may be nested at most ${MAX_BLOCK_DEPTH} deep`;

/**
 * Whether a page body's blocks nest deeper than the limit. Walks without recursion (the
 * body is untrusted, so it may be deep enough to overflow a recursive walk) and stops as
 * soon as it finds one block too deep.
 */
export function blocksTooDeep(blocks: unknown, limit = MAX_BLOCK_DEPTH): boolean {
  const pending: Array<{ items: unknown; depth: number }> = [{ items: blocks, depth: 1 }];
  while (pending.length > 0) {
    const { items, depth } = pending.pop()!;
    if (!Array.isArray(items)) continue;
    for (const block of items) {
      if (typeof block !== 'object' || block === null) continue;
      if (depth > limit) return true;
      pending.push({ items: (block as { items?: unknown }).items, depth: depth + 1 });
    }
  }
  return false;
}
