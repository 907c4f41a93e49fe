import type { Block, Page } from '../../src/model';
import { sellerHtmlProperties, type BlockRegistry } from '../../src/registry';
import { sanitizeHtml } from '../../src/sanitize';

function sanitizeBlock(block: Block, registry: Pick<BlockRegistry, 'find'>): Block {
  const items = block.items.map((item) => sanitizeBlock(item, registry));
  const keys = sellerHtmlProperties(registry, block.type).filter(
    (key) => typeof block.properties[key] === 'string',
  );
  if (keys.length === 0) return { ...block, items };
  const clean = Object.fromEntries(
    keys.map((key) => [key, sanitizeHtml(block.properties[key] as string)]),
  );
  return { ...block, items, properties: { ...block.properties, ...clean } };
}

/**
 * The page with every property its block type declares as seller HTML (`sellerHtml` in
 * defineBlock) sanitised, so what is stored is already inert whatever client sent it (the
 * renderer sanitises again).
 */
export function sanitizePageHtml(page: Page, registry: Pick<BlockRegistry, 'find'>): Page {
  return { ...page, blocks: page.blocks.map((block) => sanitizeBlock(block, registry)) };
}
