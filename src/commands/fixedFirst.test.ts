import { describe, expect, it } from 'vitest';
import { cloneWithFreshIds } from './cloneWithFreshIds';
import { insertBlock } from './insertBlock';
import { moveBlock } from './moveBlock';
import { nestBlock } from './nestBlock';
import type { CommandOptions } from './options';
import { pasteBlocks } from './pasteBlocks';
import { deepFreeze, pageOf, sketch, unwrap } from './testing/testKit';

/** The registry's word for it: a slideshow placed first is the page's fixed block. */
const options: CommandOptions = {
  accepts: () => true,
  fixedWhenFirst: (type) => type === 'slideshow',
};

/** slides (slideshow, fixed), row-1 (row): text-1; spacer-1 */
const withSlideshow = () =>
  deepFreeze(
    pageOf([
      sketch('slides', 'slideshow'),
      sketch('row-1', 'row', [sketch('text-1', 'textBlock')]),
      sketch('spacer-1', 'spacer'),
    ]),
  );
const topIds = (page: ReturnType<typeof withSlideshow>) => page.blocks.map((block) => block.id);

describe('the fixed first block (a slideshow at order 0)', () => {
  it('cannot be moved down, into a container or nested', () => {
    for (const result of [
      moveBlock(withSlideshow(), { id: 'slides', parentId: null, index: 2 }, options),
      moveBlock(withSlideshow(), { id: 'slides', parentId: 'row-1', index: 0 }, options),
      nestBlock(withSlideshow(), { id: 'slides', parentId: 'row-1' }, options),
    ]) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('fixedBlock');
        expect(result.error.message).toBe(
          'The first block of this page is fixed: it stays at the top and cannot be moved',
        );
      }
    }
    // Dropped where it is, nothing changes.
    const page = withSlideshow();
    expect(unwrap(moveBlock(page, { id: 'slides', parentId: null, index: 0 }, options))).toBe(page);
  });

  it('keeps first place: a block moved, inserted or pasted before it lands just after it', () => {
    expect(
      topIds(
        unwrap(moveBlock(withSlideshow(), { id: 'spacer-1', parentId: null, index: 0 }, options)),
      ),
    ).toStrictEqual(['slides', 'spacer-1', 'row-1']);
    expect(
      topIds(
        unwrap(moveBlock(withSlideshow(), { id: 'text-1', parentId: null, index: 0 }, options)),
      ),
    ).toStrictEqual(['slides', 'text-1', 'row-1', 'spacer-1']);
    const spacer = withSlideshow().blocks[2]!;
    const inserted = unwrap(
      insertBlock(
        withSlideshow(),
        {
          block: { ...cloneWithFreshIds(spacer), id: 'new', uid: 'new' },
          parentId: null,
          index: 0,
        },
        options,
      ),
    );
    expect(topIds(inserted)[0]).toBe('slides');
    expect(inserted.blocks[1]?.id).toBe('new');
    const pasted = unwrap(
      pasteBlocks(withSlideshow(), { blocks: [spacer], parentId: null, index: 0 }, options),
    );
    expect(topIds(pasted)[0]).toBe('slides');
    expect(pasted.blocks).toHaveLength(4);
  });

  it('is only fixed first on the top level, and not without the registry saying so', () => {
    const inRow = deepFreeze(
      pageOf([
        sketch('row-1', 'row', [sketch('slides', 'slideshow'), sketch('text-1', 'textBlock')]),
      ]),
    );
    expect(
      unwrap(
        moveBlock(inRow, { id: 'slides', parentId: 'row-1', index: 1 }, options),
      ).blocks[0]?.items.map((b) => b.id),
    ).toStrictEqual(['text-1', 'slides']);
    expect(
      topIds(unwrap(moveBlock(withSlideshow(), { id: 'slides', parentId: null, index: 2 }))),
    ).toStrictEqual(['row-1', 'spacer-1', 'slides']);
  });
});
