import type { Block } from '../../src/model';
import { readProperties } from '../../src/registry';
import type { BlockTypeLookup } from '../blocks/types';

/** Every block type in a tree, each once, sorted. */
export function blockTypesOf(blocks: readonly Block[]): string[] {
  const types = new Set<string>();
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      types.add(block.type);
      visit(block.items);
    }
  };
  visit(blocks);
  return [...types].sort();
}

/** The visible blocks of a tree, in order, each with only its visible items. */
export function onlyVisible(blocks: readonly Block[], visibleBlocks: (blocks: readonly Block[]) => Block[]): Block[] {
  return visibleBlocks(blocks).map((block) =>
    block.items.length === 0 ? block : { ...block, items: onlyVisible(block.items, visibleBlocks) },
  );
}

/**
 * A visible block tree made ready to draw: each block's properties read through its type
 * (migrated, parsed, defaults applied, then the type's own `prepare`, such as sanitising
 * seller HTML), so whoever renders it needs the components (views) only.
 * Blocks of types this build does not know are dropped, as the renderer would skip them.
 */
export function prepareBlocks(blocks: readonly Block[], lookup: BlockTypeLookup): Block[] {
  return blocks.flatMap((block) => {
    const type = lookup(block.type);
    if (!type) return [];
    const parsed = readProperties<Record<string, unknown>>(type, block);
    const properties = type.prepare ? (type.prepare(parsed) as Record<string, unknown>) : parsed;
    return [{ ...block, properties: properties as Block['properties'], items: prepareBlocks(block.items, lookup) }];
  });
}
