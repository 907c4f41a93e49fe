import type { Block, Page } from '../../src/model';
import { sanitizeHtml } from '../../src/sanitize';

/** Block types whose `html` property is seller HTML rendered as markup. */
export const HTML_BLOCK_TYPES = new Set(['textBlock', 'html']);

function sanitizeBlock(block: Block): Block {
  const items = block.items.map(sanitizeBlock);
  const html = block.properties.html;
  if (!HTML_BLOCK_TYPES.has(block.type) || typeof html !== 'string') return { ...block, items };
  return { ...block, items, properties: { ...block.properties, html: sanitizeHtml(html) } };
}

/**
 * The page with the seller HTML of every textBlock and html block sanitised, so what is
 * stored is already inert whatever client sent it (the renderer sanitises again).
 */
export function sanitizePageHtml(page: Page): Page {
  return { ...page, blocks: page.blocks.map(sanitizeBlock) };
}
