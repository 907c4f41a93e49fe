import type { Block } from '../model';
import { isBlockVisible, type VisibilityOptions } from './isBlockVisible';
import { sortByOrder } from './sortByOrder';

/** The blocks that show, in order: what a renderer draws for a page or a container. */
export function visibleItems(blocks: readonly Block[], options: VisibilityOptions): Block[] {
  return sortByOrder(blocks).filter((block) => isBlockVisible(block, options));
}
