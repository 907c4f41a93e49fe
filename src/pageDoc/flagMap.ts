import type { FlagMap } from './schema';

/**
 * Flags live in a Y.Map<true> so two peers adding different flags both win. A map has no
 * order, but page JSON keeps flags in an array, so the order is derived from each entry's
 * Yjs item id (clock, then client): the same on every peer, and for one writer it is the
 * order the flags were added, which is what the JSON helpers (`withFlag` appends) do.
 */
export function readFlags(flags: FlagMap): string[] {
  const live: { name: string; clock: number; client: number }[] = [];
  for (const [name, item] of flags._map) {
    if (!item.deleted) live.push({ name, clock: item.id.clock, client: item.id.client });
  }
  live.sort((a, b) => a.clock - b.clock || a.client - b.client);
  return live.map(({ name }) => name);
}

/** Adds and removes only the flags that differ between `before` and `after`. */
export function writeFlags(
  flags: FlagMap,
  before: readonly string[],
  after: readonly string[],
): void {
  if (before === after) return;
  for (const name of before) if (!after.includes(name)) flags.delete(name);
  for (const name of after) if (!before.includes(name)) flags.set(name, true);
}
