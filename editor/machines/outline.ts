import type { Block } from '../../src/model';
import { BLOCK_FLAGS, hasFlag, isPseudoItem, sortByOrder } from '../../src/rules';

/**
 * The block tree as keyboard navigation walks it: the blocks a seller can select, depth
 * first with siblings by `order`, the same sequence as the layers outline. Deleted blocks
 * (flag `deleted`, kept in the tree until saved) and everything inside them are left out,
 * and so are pseudo-items, which are never shown.
 */
export interface BlockOutline {
  /** Selectable block ids, depth first. */
  order: readonly string[];
  /** Each block's parent id; null at the page's top level. */
  parentOf: ReadonlyMap<string, string | null>;
  /** Each container's first selectable child. */
  firstChildOf: ReadonlyMap<string, string>;
}

const isSelectable = (block: Block): boolean =>
  !hasFlag(block.flags, BLOCK_FLAGS.deleted) && !isPseudoItem(block);

export function blockOutline(blocks: readonly Block[]): BlockOutline {
  const order: string[] = [];
  const parentOf = new Map<string, string | null>();
  const firstChildOf = new Map<string, string>();
  const visit = (siblings: readonly Block[], parentId: string | null) => {
    for (const block of sortByOrder(siblings)) {
      if (!isSelectable(block)) continue;
      order.push(block.id);
      parentOf.set(block.id, parentId);
      if (parentId !== null && !firstChildOf.has(parentId)) firstChildOf.set(parentId, block.id);
      visit(block.items, block.id);
    }
  };
  visit(blocks, null);
  return { order, parentOf, firstChildOf };
}

export type OutlineStep = 'next' | 'previous' | 'parent' | 'firstChild';

/**
 * Where a keyboard step from `focusId` lands, as in a WAI-ARIA tree view with every
 * container open: next and previous walk the depth-first sequence (no wrap: the ends stay
 * put), parent goes up one level, firstChild goes down one. With nothing focused, next
 * starts at the first block and previous at the last; parent and firstChild need a focus.
 * A step that cannot move returns the focus itself; an empty page gives undefined.
 */
export function stepInOutline(
  outline: BlockOutline,
  focusId: string | null,
  step: OutlineStep,
): string | undefined {
  const { order } = outline;
  const at = focusId === null ? -1 : order.indexOf(focusId);
  const focus = order[at];
  if (focus === undefined) {
    if (step === 'next') return order[0];
    if (step === 'previous') return order[order.length - 1];
    return undefined;
  }
  switch (step) {
    case 'next':
      return order[Math.min(at + 1, order.length - 1)];
    case 'previous':
      return order[Math.max(at - 1, 0)];
    case 'parent':
      return outline.parentOf.get(focus) ?? focus;
    case 'firstChild':
      return outline.firstChildOf.get(focus) ?? focus;
  }
}
