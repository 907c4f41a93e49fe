import type { Block } from '../model';
import type { CommandOptions } from './options';

/**
 * The page's fixed block: a block whose type is fixed when first (the slideshow) sitting
 * first on the page's top level stays there. Nothing is put before it and it is not moved
 * away; only deleting it frees the first place.
 */
export function isFixedFirst(
  block: Pick<Block, 'type'>,
  parentId: string | null,
  index: number,
  { fixedWhenFirst }: CommandOptions,
): boolean {
  return parentId === null && index === 0 && (fixedWhenFirst?.(block.type) ?? false);
}

/** The first index a block may take among `siblings` of the container `parentId`. */
export function firstFreeIndex(
  siblings: readonly Pick<Block, 'type'>[],
  parentId: string | null,
  options: CommandOptions,
): number {
  const first = siblings[0];
  return first && isFixedFirst(first, parentId, 0, options) ? 1 : 0;
}
