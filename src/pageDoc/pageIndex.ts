import type { Block, Page } from '../model';
import { sortByOrder } from '../rules';

/** Where a block sits in a page's tree: its container (null: the top) and its position there. */
export interface PlacedBlock {
  block: Block;
  parentId: string | null;
  index: number;
}

export interface PageIndex {
  placed: Map<string, PlacedBlock>;
  /** Each container's child ids in sequence (by `order`); containers without children are absent. */
  children: Map<string | null, string[]>;
}

/**
 * Every block of a page by id, with its container and position. The container is the
 * block's place in the tree, not its `parent` field: the tree is what the seller sees.
 */
export function indexPage(page: Page): PageIndex {
  const placed = new Map<string, PlacedBlock>();
  const children = new Map<string | null, string[]>();
  const visit = (items: readonly Block[], parentId: string | null): void => {
    if (items.length === 0) return;
    const sorted = sortByOrder(items);
    children.set(
      parentId,
      sorted.map((block) => block.id),
    );
    sorted.forEach((block, index) => {
      placed.set(block.id, { block, parentId, index });
      visit(block.items, block.id);
    });
  };
  visit(page.blocks, null);
  return { placed, children };
}
