import type { CSSProperties } from 'react';
import type { Block } from '../model';
import type { PageDocSchema } from '../pageDoc/pageDocSchema';
import { readProperties } from './properties';
import type { BlockRegistry } from './registry';

/**
 * What the block types of a registry declare, gathered for the code that works across
 * types: the page document, the write sanitiser, the canvas. A new block type changes
 * these by declaring its traits in its own `defineBlock`.
 */

/** The page document's schema: the types whose blocks get a Y.XmlText (`richText`). */
export function pageDocSchemaOf(registry: Pick<BlockRegistry, 'all'>): PageDocSchema {
  const richTextTypes = new Set(
    registry.all().flatMap((type) => (type.richText ? [type.name] : [])),
  );
  return { hasRichText: (type) => richTextTypes.has(type) };
}

/** The properties of a block of this type that hold seller HTML (`sellerHtml`); none for an unknown type. */
export const sellerHtmlProperties = (
  registry: Pick<BlockRegistry, 'find'>,
  type: string,
): readonly string[] => registry.find(type)?.sellerHtml ?? [];

/**
 * A fixed block is the first block of a page (order 0) whose type says so (`fixedWhenFirst`:
 * the slideshow).
 */
export function isFixedBlock(
  registry: Pick<BlockRegistry, 'find'>,
  block: Pick<Block, 'order' | 'type'>,
): boolean {
  return block.order === 0 && registry.find(block.type)?.fixedWhenFirst === true;
}

/** How the canvas edits a block's text in place: the block's class and its text's style. */
export interface InlineText {
  className: string;
  style: CSSProperties;
}

/** In-place text editing for this block (`inlineText`), or undefined when its type has none. */
export function inlineTextOf(
  registry: Pick<BlockRegistry, 'find'>,
  block: Block,
): InlineText | undefined {
  const type = registry.find(block.type);
  if (!type?.inlineText) return undefined;
  return {
    className: `block-${type.name}`,
    style: type.inlineText.style(readProperties(type, block)),
  };
}
