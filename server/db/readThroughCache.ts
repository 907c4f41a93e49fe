import type { ChangeCounter } from './changeCounter';

/**
 * Rows read by id (pages, page versions, stores), kept while the database's change counter stays the same: a row is
 * read far more often than anything is written, and any commit anywhere (this process or
 * another) drops them all. The counter is read before the query and a result is kept
 * only under the count it was read at, so a commit racing the read is never hidden.
 */
export function readThroughCache<V>(
  read: (id: number) => Promise<V | null>,
  changes: ChangeCounter | undefined,
  limit = 2_000,
) {
  if (!changes) return read;
  const kept = new Map<number, V | null>();
  let keptAt = changes();
  return async (id: number): Promise<V | null> => {
    const now = changes();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    const hit = kept.get(id);
    if (hit !== undefined) return hit;
    const stored = await read(id);
    // Kept only if no commit was seen meanwhile: else it may be older than what is kept now.
    if (keptAt === now) {
      if (kept.size >= limit) kept.clear();
      kept.set(id, stored);
    }
    return stored;
  };
}
