import type { Block, EDITOR_MODULE_VERSIONS, Page } from '../model';
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

/** The ids of the non-deleted blocks (at any depth) without a template: what an upgrade changes. */
export function blocksWithoutTemplate(page: Pick<Page, 'blocks'>): string[] {
  const ids: string[] = [];
  const visit = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      if (hasFlag(block.flags, BLOCK_FLAGS.deleted)) continue;
      if (lacksTemplate(block)) ids.push(block.id);
      visit(block.items);
    }
  };
  visit(page.blocks);
  return ids;
}

/**
 * Which of the spec's editor modules a page open in the editor is edited with: `v1` (the
 * block editor) for an old-style page, otherwise `v3Dev` (this editor: the template editor
 * with the history editor). `native` means no editor module; a page the editor has open
 * never is one. A page's `mode: 'native'` is how the storefront routes it, not this.
 */
export function editorModuleVersion(
  page: Pick<Page, 'blocks'>,
): Exclude<(typeof EDITOR_MODULE_VERSIONS)[number], 'v2' | 'native'> {
  return isOldStylePage(page) ? 'v1' : 'v3Dev';
}
