import { describe, expect, it } from 'vitest';
import { moveBlock } from './moveBlock';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

const reordered = { flags: ['reordered'] };

describe('moveBlock', () => {
  it('reorders within a container and flags the moved block', () => {
    const next = unwrap(moveBlock(aboutPage(), { id: 'spacer-1', parentId: null, index: 0 }));
    expect(next).toStrictEqual(
      pageOf([
        sketch('spacer-1', 'spacer', [], reordered),
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')]),
          sketch('image-1', 'image'),
        ]),
      ]),
    );
  });

  it('moves a block down within its container, counting the index after the move', () => {
    const next = unwrap(moveBlock(aboutPage(), { id: 'hero', parentId: null, index: 2 }));
    expect(next.blocks.map((block) => block.id)).toStrictEqual([
      'row-1',
      'row-2',
      'hero',
      'spacer-1',
    ]);
  });

  it('moves a block across containers, with its children', () => {
    const next = unwrap(moveBlock(aboutPage(), { id: 'row-3', parentId: 'row-1', index: 1 }));
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [
          sketch('text-1', 'textBlock'),
          sketch('row-3', 'row', [sketch('quote-1', 'quote')], reordered),
          sketch('button-1', 'button'),
        ]),
        sketch('row-2', 'row', [sketch('image-1', 'image')]),
        sketch('spacer-1', 'spacer'),
      ]),
    );
  });

  it('moves a nested block out to the top level', () => {
    const page = aboutPage();
    const next = unwrap(moveBlock(page, { id: 'quote-1', parentId: null, index: 1 }));
    expect(next.blocks.map((block) => [block.id, block.order])).toStrictEqual([
      ['hero', 0],
      ['quote-1', 1],
      ['row-1', 2],
      ['row-2', 3],
      ['spacer-1', 4],
    ]);
    expect(next.blocks[1]?.parent).toBeNull();
    expect(next.blocks[3]?.items[0]?.items).toStrictEqual([]);
    expect(next.blocks[0]).toBe(page.blocks[0]);
  });

  it('moves a block into an ancestor of its container', () => {
    const next = unwrap(moveBlock(aboutPage(), { id: 'quote-1', parentId: 'row-2', index: 0 }));
    expect(
      next.blocks[2]?.items.map((block) => [block.id, block.order, block.parent]),
    ).toStrictEqual([
      ['quote-1', 0, 'row-2'],
      ['row-3', 1, 'row-2'],
      ['image-1', 2, 'row-2'],
    ]);
  });

  it('changes nothing when the block is dropped where it is', () => {
    const page = aboutPage();
    expect(unwrap(moveBlock(page, { id: 'row-1', parentId: null, index: 1 }))).toBe(page);
  });

  it('refuses to move a block into itself or its descendants', () => {
    const page = aboutPage();
    for (const parentId of ['row-2', 'row-3']) {
      const result = moveBlock(page, { id: 'row-2', parentId, index: 0 });
      expect(result.ok || result.error.message).toBe(
        'A block cannot be moved into itself or into one of its own blocks',
      );
    }
  });

  it('refuses a missing block or container', () => {
    const page = aboutPage();
    const missing = moveBlock(page, { id: 'ghost', parentId: null, index: 0 });
    expect(missing.ok || missing.error.code).toBe('blockNotFound');
    const nowhere = moveBlock(page, { id: 'hero', parentId: 'ghost', index: 0 });
    expect(nowhere.ok || nowhere.error.message).toBe('Block ghost was not found on this page');
  });

  it('refuses a container that does not accept the block', () => {
    const accepts = (parentType: string, childType: string) =>
      parentType !== 'row' || childType !== 'banner';
    const result = moveBlock(aboutPage(), { id: 'hero', parentId: 'row-1', index: 0 }, { accepts });
    expect(result.ok || result.error.message).toBe('A row block does not accept a banner block');
  });
});
