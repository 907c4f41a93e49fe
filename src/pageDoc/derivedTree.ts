import type { Block } from '../model';
import type { BlockRecord } from './blockMaps';
import { compareSiblings } from './orderKeys';
import { resolveParents } from './resolveParents';

/** Which blocks a transaction touched, by what kind of change. */
export interface TreeChanges {
  /** Blocks whose own fields (size, flags, properties...) changed, or that came or went. */
  content: Iterable<string>;
  /** Blocks whose parent or order key changed, or that came or went. */
  structure: Iterable<string>;
}

export interface DerivedTree {
  /**
   * Re-reads the named blocks and returns the top-level blocks of the tree. Structural
   * sharing: only the blocks that changed, the blocks whose position or parent changed,
   * and their ancestors are new objects; every other block keeps its identity, and the
   * array itself is the same when nothing at the top level changed.
   */
  update(changes: TreeChanges): Block[];
}

type Container = string | null;

/**
 * The JSON tree derived from flat block records, kept up to date incrementally.
 * A content change costs the path from the block to the top. A structural change also
 * re-resolves every block's parent (O(n), cycle breaking must see the whole map) and
 * re-sorts only the containers whose children changed.
 */
export function createDerivedTree(read: (id: string) => BlockRecord | undefined): DerivedTree {
  const records = new Map<string, BlockRecord>();
  const namedParents = new Map<string, string | null>();
  let parents = new Map<string, Container>();
  const members = new Map<Container, Set<string>>();
  const children = new Map<Container, string[]>();
  const positions = new Map<string, number>();
  const built = new Map<string, Block>();
  let top: Block[] = [];

  const memberSet = (container: Container): Set<string> => {
    let set = members.get(container);
    if (!set) members.set(container, (set = new Set()));
    return set;
  };

  /** Applies changed parents; returns the containers whose children changed. */
  function moveMembers(ids: Iterable<string>, rebuild: Set<string>): Set<Container> {
    const touched = new Set<Container>();
    for (const id of ids) {
      const record = records.get(id);
      if (record) namedParents.set(id, record.parent);
      else namedParents.delete(id);
      // Its order key may have changed: its container needs sorting again.
      if (parents.has(id)) touched.add(parents.get(id) ?? null);
    }
    const next = resolveParents(namedParents);
    for (const [id, parent] of parents) {
      if (next.has(id) && next.get(id) === parent) continue;
      members.get(parent)?.delete(id);
      touched.add(parent);
    }
    for (const [id, parent] of next) {
      if (parents.has(id) && parents.get(id) === parent) continue;
      memberSet(parent).add(id);
      touched.add(parent);
      rebuild.add(id);
    }
    for (const id of parents.keys()) if (!next.has(id)) positions.delete(id);
    parents = next;
    return touched;
  }

  /** Sorts a container's children; marks those whose position changed. True when the sequence changed. */
  function sortChildren(container: Container, rebuild: Set<string>): boolean {
    const ids = [...(members.get(container) ?? [])].sort((a, b) =>
      compareSiblings(records.get(a)!, records.get(b)!),
    );
    const previous = children.get(container) ?? [];
    let changed = ids.length !== previous.length;
    ids.forEach((id, index) => {
      if (previous[index] === id && positions.get(id) === index) return;
      changed = true;
      positions.set(id, index);
      rebuild.add(id);
    });
    if (ids.length > 0) children.set(container, ids);
    else {
      children.delete(container);
      members.delete(container);
    }
    if (changed && container !== null && records.has(container)) rebuild.add(container);
    return changed;
  }

  function build(id: string, rebuild: ReadonlySet<string>): Block {
    const cached = built.get(id);
    if (cached && !rebuild.has(id)) return cached;
    const record = records.get(id)!;
    const block: Block = {
      id,
      uid: record.uid,
      type: record.type,
      size: record.size,
      properties: record.properties,
      items: (children.get(id) ?? []).map((child) => build(child, rebuild)),
      flags: record.flags,
      order: positions.get(id) ?? 0,
      parent: parents.get(id) ?? null,
      page: record.page,
      unpublished: record.unpublished,
    };
    built.set(id, block);
    return block;
  }

  function update({ content, structure }: TreeChanges): Block[] {
    const structural = new Set(structure);
    const rebuild = new Set<string>();
    for (const id of new Set([...content, ...structural])) {
      const record = read(id);
      if (record) {
        records.set(id, record);
        rebuild.add(id);
      } else {
        records.delete(id);
        built.delete(id);
      }
    }
    let topSequenceChanged = false;
    if (structural.size > 0) {
      for (const container of moveMembers(structural, rebuild)) {
        if (sortChildren(container, rebuild) && container === null) topSequenceChanged = true;
      }
    }
    for (const id of [...rebuild]) {
      let parent = parents.get(id) ?? null;
      while (parent !== null && !rebuild.has(parent)) {
        rebuild.add(parent);
        parent = parents.get(parent) ?? null;
      }
    }
    // Every rebuilt block has a rebuilt top-level ancestor, so the top array changes too.
    if (rebuild.size > 0 || topSequenceChanged) {
      top = (children.get(null) ?? []).map((id) => build(id, rebuild));
    }
    return top;
  }

  return { update };
}
