import type { Block } from '../model';

/** A fixed block is the one with order 0 and type slideshow (page-builder section 3). */
export function isFixedBlock(block: Pick<Block, 'order' | 'type'>): boolean {
  return block.order === 0 && block.type === 'slideshow';
}
