import type { Block } from '../model';

/**
 * Pseudo-items have a type name that starts and ends with an underscore (`_placeholder_`)
 * and are hidden. A lone `_` is not one.
 */
export function isPseudoItem(block: Pick<Block, 'type'>): boolean {
  const { type } = block;
  return type.length > 1 && type.startsWith('_') && type.endsWith('_');
}
