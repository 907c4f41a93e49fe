/**
 * A small bounded memo for values derived from stored rows (parsed JSON columns). Reads
 * of the same row version skip re-parsing; a new version has a new key. When full it
 * starts over, which keeps memory bounded without bookkeeping on every hit.
 */
export function boundedMemo<K, V>(limit: number): (key: K, make: () => V) => V {
  const entries = new Map<K, V>();
  return (key, make) => {
    const hit = entries.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    if (entries.size >= limit) entries.clear();
    entries.set(key, value);
    return value;
  };
}
