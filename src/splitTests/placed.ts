import type { Block } from '../model';
import type { PlacedSplitTest } from './assignment';

/** The split-test container block (the spec's tml-split-test) and its slot block. */
export const SPLIT_TEST_BLOCK = 'splitTest';
/** One variation: a slot of the container holding blocks (tml-split-test-variation). */
export const SPLIT_TEST_VARIATION_BLOCK = 'splitTestVariation';

/** Saved pages keep flags as strings ("saved state"), so `'true'` counts as marked. */
const isMarked = (value: unknown) => value === true || value === 'true';

/**
 * The test a container places: its name and the variations its slots hold, in order.
 * Reads the slots' stored properties (`name`, `default`), so it works on prepared
 * storefront pages and on the editor's raw page alike.
 */
export function placedTestOf(name: string, items: readonly Block[]): PlacedSplitTest {
  return {
    name,
    variations: items
      .filter((item) => item.type === SPLIT_TEST_VARIATION_BLOCK)
      .map((item) => ({
        name: String(item.properties.name ?? '').trim(),
        default: isMarked(item.properties.default),
      })),
  };
}

/** A split-test block found on one of the store's pages. */
export interface PlacedOnPage extends PlacedSplitTest {
  pageId: number;
  pageTitle: string;
  pageUrl: string;
}

/**
 * Every split-test block of the given pages, in page then document order (a block nested
 * in rows or other containers included), with the test each places.
 */
export function splitTestBlocksOf(
  pages: ReadonlyArray<{ id: number; title: string; url: string; blocks: readonly Block[] }>,
): PlacedOnPage[] {
  const found: PlacedOnPage[] = [];
  const walk = (page: (typeof pages)[number], blocks: readonly Block[]) => {
    for (const block of blocks) {
      if (block.type === SPLIT_TEST_BLOCK) {
        const name = String(block.properties.name ?? '').trim();
        found.push({
          pageId: page.id,
          pageTitle: page.title,
          pageUrl: page.url,
          ...placedTestOf(name, block.items),
        });
      } else walk(page, block.items);
    }
  };
  for (const page of pages) walk(page, page.blocks);
  return found;
}
