import type { Block, Page } from '../model';
import { sortByOrder } from '../rules';

/**
 * Reading and rewriting the block tree without mutating it. Rewrites copy only the path
 * from the top to the change; every untouched block keeps its identity, which is what the
 * editor memoises on. `parentId` null means the page's top level.
 */

export interface BlockLocation {
  block: Block;
  parentId: string | null;
  /** Position among its siblings sorted by order. */
  index: number;
}

export function locateBlock(
  blocks: readonly Block[],
  id: string,
  parentId: string | null = null,
): BlockLocation | undefined {
  const sorted = sortByOrder(blocks);
  for (const [index, block] of sorted.entries()) {
    if (block.id === id) return { block, parentId, index };
    const inside = locateBlock(block.items, id, block.id);
    if (inside) return inside;
  }
  return undefined;
}

export const findBlock = (blocks: readonly Block[], id: string): Block | undefined =>
  locateBlock(blocks, id)?.block;

/** The block itself or any block below it has this id. */
export function containsBlock(block: Block, id: string): boolean {
  return block.id === id || block.items.some((item) => containsBlock(item, id));
}

/** Every block id in the tree, depth first. */
export function blockIds(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => [block.id, ...blockIds(block.items)]);
}

/** The children of a container sorted by order, in a new array; undefined when the container is not on the page. */
export function childrenOf(page: Page, parentId: string | null): Block[] | undefined {
  if (parentId === null) return sortByOrder(page.blocks);
  const parent = findBlock(page.blocks, parentId);
  return parent && sortByOrder(parent.items);
}

/** Index clamped into 0..length (an index past the end appends). */
export const clampIndex = (index: number, length: number): number =>
  Math.max(0, Math.min(Math.trunc(index), length));

const sameItems = (a: readonly Block[], b: readonly Block[]): boolean =>
  a.length === b.length && a.every((block, i) => block === b[i]);

/** Siblings' order set to their index and parent to the container; unchanged blocks kept as they are. */
function renumber(children: readonly Block[], parentId: string | null): Block[] {
  return children.map((child, order) =>
    child.order === order && child.parent === parentId
      ? child
      : { ...child, order, parent: parentId },
  );
}

function updateIn(blocks: Block[], id: string, update: (block: Block) => Block): Block[] {
  let changed = false;
  const next = blocks.map((block) => {
    const updated =
      block.id === id ? update(block) : withItems(block, updateIn(block.items, id, update));
    if (updated !== block) changed = true;
    return updated;
  });
  return changed ? next : blocks;
}

const withItems = (block: Block, items: Block[]): Block =>
  items === block.items ? block : { ...block, items };

/** The page with one block replaced by `update(block)`; the same page when nothing changed. */
export function updateBlock(page: Page, id: string, update: (block: Block) => Block): Page {
  const blocks = updateIn(page.blocks, id, update);
  return blocks === page.blocks ? page : { ...page, blocks };
}

/**
 * The page with a container's children set to `children`, in that sequence: each child's
 * order becomes its index and its parent the container.
 */
export function withChildren(
  page: Page,
  parentId: string | null,
  children: readonly Block[],
): Page {
  const numbered = renumber(children, parentId);
  if (parentId === null)
    return sameItems(numbered, page.blocks) ? page : { ...page, blocks: numbered };
  return updateBlock(page, parentId, (parent) =>
    sameItems(numbered, parent.items) ? parent : { ...parent, items: numbered },
  );
}

/** The page with the block at `location` replaced, its container renumbered. */
export function replaceAt(page: Page, location: BlockLocation, next: Block): Page {
  if (next === location.block) return page;
  const siblings = childrenOf(page, location.parentId) ?? [];
  siblings[location.index] = next;
  return withChildren(page, location.parentId, siblings);
}

/** A block whose descendants' order and parent match their place in the tree (for blocks coming onto a page). */
export function linkSubtree(block: Block): Block {
  const items = renumber(sortByOrder(block.items).map(linkSubtree), block.id);
  return sameItems(items, block.items) ? block : { ...block, items };
}
