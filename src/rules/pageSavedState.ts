import type { Page } from '../model';
import { blockSavedState, type SavedBlock } from './blockSavedState';

export interface SavedPage extends Omit<Page, 'blocks'> {
  blocks: SavedBlock[];
}

/** A page as it is saved: its blocks in their saved state (see blockSavedState). */
export function pageSavedState(page: Page): SavedPage {
  return { ...page, blocks: page.blocks.map(blockSavedState) };
}
