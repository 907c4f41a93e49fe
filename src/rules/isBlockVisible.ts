import type { Block, PageMode } from '../model';
import type { ConditionContext, ConditionRegistry } from '../conditions';
import { BLOCK_FLAGS, hasFlag } from './flags';
import { isPseudoItem } from './isPseudoItem';
import { isUnpublished } from './isUnpublished';

export interface VisibilityOptions {
  mode: PageMode;
  conditions: Pick<ConditionRegistry, 'evaluate'>;
  context: ConditionContext;
}

/**
 * Whether a block shows:
 * - deleted blocks and pseudo-items never show;
 * - outside preview mode an unpublished block is hidden (an unknown mode counts as native,
 *   so a page whose mode is not known never leaks unpublished content); in preview mode
 *   it shows, so the seller can edit it;
 * - outside preview mode shadow items are hidden: they are the seller's templates for the
 *   items a factory generates, and shoppers see the generated items instead;
 * - a block whose conditions fail is hidden, in every mode;
 * - a block that has children (not counting deleted ones) and none of them visible is hidden.
 */
export function isBlockVisible(block: Block, options: VisibilityOptions): boolean {
  if (hasFlag(block.flags, BLOCK_FLAGS.deleted) || isPseudoItem(block)) return false;
  const preview = options.mode === 'preview';
  if (!preview && (isUnpublished(block) || hasFlag(block.flags, BLOCK_FLAGS.shadow))) return false;
  if (!options.conditions.evaluate(block, options.context)) return false;
  const children = block.items.filter((item) => !hasFlag(item.flags, BLOCK_FLAGS.deleted));
  return children.length === 0 || children.some((child) => isBlockVisible(child, options));
}
