import type { Block } from '../../src/model';
import { resolveItemFactory, type GeneratedItem } from '../../src/registry';
import type { SsrApiGet } from '../../src/ssr/contract';
import type { BlockTypeLookup } from '../blocks/types';

/** The types of the blocks that fill themselves from an item factory. */
export function factoryBlockTypes(blocks: readonly Block[]): string[] {
  const types = new Set<string>();
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      if (block.properties.itemFactory) types.add(block.type);
      visit(block.items);
    }
  };
  visit(blocks);
  return [...types];
}

/**
 * Item factories on the storefront: a page's saved state drops
 * generated items, so each factory block is filled again when the page is served, from
 * its source, with the same pure resolution the editor uses (shadow items kept and their
 * properties copied to the generated ones). A source that fails leaves the block as saved
 * (its shadow items stay hidden from shoppers, so the block shows nothing rather than a
 * template).
 */
export async function resolveFactories(args: {
  blocks: readonly Block[];
  divisionId: number | null;
  get: SsrApiGet;
  lookup: BlockTypeLookup;
}): Promise<Block[]> {
  const resolveOne = async (block: Block): Promise<Block> => {
    const items = await Promise.all(block.items.map(resolveOne));
    const withItems = items.every((item, i) => item === block.items[i]) ? block : { ...block, items };
    const factory = block.properties.itemFactory;
    const definition = factory ? args.lookup(block.type)?.itemFactories?.[factory.factory] : undefined;
    const source = factory?.source ? definition?.sources[factory.source] : undefined;
    if (!definition || !source) return withItems;
    try {
      const response = await args.get(source.path(args.divisionId), source.query);
      if (response.status !== 200) return withItems;
      const resolved = resolveItemFactory(withItems, definition.build(response.body, withItems) as GeneratedItem[]);
      return resolved.ok ? resolved.value : withItems;
    } catch {
      return withItems;
    }
  };
  return Promise.all(args.blocks.map(resolveOne));
}
