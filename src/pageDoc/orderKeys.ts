import { generateNKeysBetween } from 'fractional-indexing';
import { longestIncreasingSubsequence } from './longestIncreasingSubsequence';

/**
 * Sibling order. Each block carries a fractional-indexing key; siblings sort by key and,
 * when two peers made the same key at once (both inserted between the same neighbours),
 * by id, so every peer sees the same sequence.
 */
export function compareSiblings(
  a: { id: string; orderKey: string },
  b: { id: string; orderKey: string },
): number {
  if (a.orderKey !== b.orderKey) return a.orderKey < b.orderKey ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A sibling in its new place: `key` is its current order key, or null when it has none there. */
export interface SiblingSlot {
  id: string;
  key: string | null;
}

/** Keys for a container with no keyed children: `count` keys in ascending order. */
export const freshKeys = (count: number): string[] => generateNKeysBetween(null, null, count);

/**
 * New order keys for a container's children in their new sequence, for as few of them as
 * possible: the children whose current keys form a longest strictly increasing run keep
 * them (they did not move relative to each other); every other child, and every child new
 * to the container, gets a key between its kept neighbours. Returns only the new keys.
 *
 * Strictly increasing matters: two siblings with the same key (made by two peers at once)
 * are never both kept, so there is always room for a key between kept neighbours, and
 * the tie is resolved the next time that container changes.
 */
export function assignOrderKeys(slots: readonly SiblingSlot[]): Map<string, string> {
  const keyed = slots.flatMap((slot, index) =>
    slot.key === null ? [] : [{ index, key: slot.key }],
  );
  const kept = new Set(
    longestIncreasingSubsequence(keyed.map(({ key }) => key)).map((i) => keyed[i]!.index),
  );
  const assigned = new Map<string, string>();
  let start = 0;
  while (start < slots.length) {
    if (kept.has(start)) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < slots.length && !kept.has(end)) end += 1;
    const lower = start > 0 ? slots[start - 1]!.key : null;
    const upper = end < slots.length ? slots[end]!.key : null;
    const keys = generateNKeysBetween(lower, upper, end - start);
    for (let i = start; i < end; i += 1) assigned.set(slots[i]!.id, keys[i - start]!);
    start = end;
  }
  return assigned;
}
