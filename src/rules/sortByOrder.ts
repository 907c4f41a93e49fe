/**
 * Items sorted by `order`, ascending, in a new array. Infinity (the default order: "put it
 * last") sorts after every number; equal orders keep their original sequence, since
 * Array.prototype.sort is stable.
 */
export function sortByOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.order === b.order ? 0 : a.order < b.order ? -1 : 1));
}
