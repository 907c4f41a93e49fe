/**
 * The parent each block is shown under, from the parent each block's map names.
 *
 * Two peers can each make a valid move that together make a cycle (one nests A into B
 * while the other nests B into A). Every peer ends with the same parent map, so a rule
 * that reads only that map breaks the cycle the same way everywhere:
 *
 * - in each cycle, the block with the smallest id (string order) goes to the top level;
 *   every other block in the cycle keeps its parent, so the cycle becomes a chain under it;
 * - a block whose parent is not in the document (its creation has not arrived yet) is
 *   shown at the top level until it does.
 *
 * Nothing is written back: the document keeps what the peers wrote, and the JSON shows a
 * tree. O(n): each block is walked once.
 */
export function resolveParents(
  named: ReadonlyMap<string, string | null>,
): Map<string, string | null> {
  const resolved = new Map<string, string | null>();
  for (const start of named.keys()) {
    if (resolved.has(start)) continue;
    // Walk up until a resolved block, the top, a missing parent, or a block of this walk.
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let at: string | null = start;
    while (at !== null && named.has(at) && !resolved.has(at) && !onPath.has(at)) {
      onPath.set(at, path.length);
      path.push(at);
      at = named.get(at) ?? null;
    }
    for (const id of path) {
      const parent = named.get(id) ?? null;
      resolved.set(id, parent !== null && named.has(parent) ? parent : null);
    }
    const cycleStart = at === null ? undefined : onPath.get(at);
    if (cycleStart !== undefined) {
      const cycle = path.slice(cycleStart);
      const lifted = cycle.reduce((smallest, id) => (id < smallest ? id : smallest));
      resolved.set(lifted, null);
    }
  }
  return resolved;
}
