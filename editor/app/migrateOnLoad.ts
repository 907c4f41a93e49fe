import type { Block, Page } from '../../src/model';
import { migrateProperties, type BlockRegistry } from '../../src/registry';

/**
 * A page saved by older block versions, upgraded to the current ones (each type's named
 * migrations). Blocks that needed nothing keep their identity, so the result is the same
 * object when nothing changed; the editor writes the difference with a non-undoable origin.
 */
export function migratePage(page: Page, registry: Pick<BlockRegistry, 'find'>): Page {
  let changed = false;
  const migrate = (blocks: readonly Block[]): Block[] =>
    blocks.map((block) => {
      const type = registry.find(block.type);
      const properties = type ? migrateProperties(type, block.properties) : block.properties;
      const items = migrate(block.items);
      if (properties === block.properties && items.every((item, i) => item === block.items[i]))
        return block;
      changed = true;
      return { ...block, properties, items };
    });
  const blocks = migrate(page.blocks);
  return changed ? { ...page, blocks } : page;
}
