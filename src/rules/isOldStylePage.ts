import type { Block, Page } from '../model';
import { BLOCK_FLAGS, hasFlag } from './flags';

const lacksTemplate = (block: Block): boolean =>
  block.properties.template === undefined || block.properties.template === null;

/** True when any block in the list or below it, skipping deleted ones, lacks a template. */
function anyLacksTemplate(blocks: readonly Block[]): boolean {
  return blocks.some(
    (block) =>
      !hasFlag(block.flags, BLOCK_FLAGS.deleted) &&
      (lacksTemplate(block) || anyLacksTemplate(block.items)),
  );
}

/**
 * A page is an old-style (v1) page if any non-deleted block lacks a `template` property.
 * Nested blocks count too; a deleted block is going away with
 * its children, so it does not make the page old-style.
 */
export const isOldStylePage = (page: Pick<Page, 'blocks'>): boolean =>
  anyLacksTemplate(page.blocks);
