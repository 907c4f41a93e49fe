import type { Block } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';

/**
 * Pro-only content (a non-Pro store cannot save it): a block whose type
 * declares `pro: true` (for example the raw html block). Returns the distinct Pro-only
 * types a page uses, so a non-Pro store's save can be refused with 402.
 */
export function proOnlyTypes(blocks: readonly Block[], registry: BlockRegistry): string[] {
  const found = new Set<string>();
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      if (registry.find(block.type)?.pro) found.add(block.type);
      visit(block.items);
    }
  };
  visit(blocks);
  return [...found];
}
