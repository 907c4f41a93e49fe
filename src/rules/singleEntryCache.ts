/**
 * A cache that keeps one entry: the storefront keeps the last collection page it showed
 * (with every item loaded so far), so going back to it is instant; opening another
 * collection replaces it.
 */
export type SingleEntryCache<T> = { key: string; value: T } | null;

/** The cached value when it is the one asked for. */
export function recallEntry<T>(cache: SingleEntryCache<T>, key: string): T | undefined {
  return cache !== null && cache.key === key ? cache.value : undefined;
}

/** The cache holding only this entry. */
export const rememberEntry = <T>(key: string, value: T): SingleEntryCache<T> => ({ key, value });
