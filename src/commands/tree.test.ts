import { describe, expect, it } from 'vitest';
import { aboutPage } from './testing/testKit';
import {
  blockIds,
  childrenOf,
  clampIndex,
  containsBlock,
  findBlock,
  locateBlock,
  updateBlock,
  withChildren,
} from './tree';

describe('block tree helpers', () => {
  it('locates a block with its container and position', () => {
    const page = aboutPage();
    const found = locateBlock(page.blocks, 'quote-1');
    expect(found?.parentId).toBe('row-3');
    expect(found?.index).toBe(0);
    expect(locateBlock(page.blocks, 'image-1')?.index).toBe(1);
    expect(locateBlock(page.blocks, 'missing')).toBeUndefined();
  });

  it('lists every id depth first and tells what a block contains', () => {
    const page = aboutPage();
    expect(blockIds(page.blocks)).toStrictEqual([
      'hero',
      'row-1',
      'text-1',
      'button-1',
      'row-2',
      'row-3',
      'quote-1',
      'image-1',
      'spacer-1',
    ]);
    const row2 = findBlock(page.blocks, 'row-2')!;
    expect(containsBlock(row2, 'quote-1')).toBe(true);
    expect(containsBlock(row2, 'row-2')).toBe(true);
    expect(containsBlock(row2, 'text-1')).toBe(false);
  });

  it('reads a container sorted by order, whatever the stored sequence', () => {
    const page = aboutPage();
    const shuffled = { ...page, blocks: [...page.blocks].reverse() };
    expect(childrenOf(shuffled, null)?.map((block) => block.id)).toStrictEqual([
      'hero',
      'row-1',
      'row-2',
      'spacer-1',
    ]);
    expect(childrenOf(page, 'nope')).toBeUndefined();
  });

  it('copies only the path to a change', () => {
    const page = aboutPage();
    const next = updateBlock(page, 'quote-1', (block) => ({ ...block, size: { x: 6, y: 1 } }));
    expect(next.blocks[0]).toBe(page.blocks[0]);
    expect(next.blocks[1]).toBe(page.blocks[1]);
    expect(next.blocks[3]).toBe(page.blocks[3]);
    expect(next.blocks[2]).not.toBe(page.blocks[2]);
    expect(next.blocks[2]?.items[1]).toBe(page.blocks[2]?.items[1]);
    expect(updateBlock(page, 'quote-1', (block) => block)).toBe(page);
  });

  it('renumbers a container and keeps the page when nothing changes', () => {
    const page = aboutPage();
    const [hero, row1, row2, spacer] = page.blocks;
    const next = withChildren(page, null, [spacer!, hero!, row1!, row2!]);
    expect(next.blocks.map((block) => [block.id, block.order])).toStrictEqual([
      ['spacer-1', 0],
      ['hero', 1],
      ['row-1', 2],
      ['row-2', 3],
    ]);
    expect(withChildren(page, null, [hero!, row1!, row2!, spacer!])).toBe(page);
  });

  it('clamps an index into the container', () => {
    expect(clampIndex(-2, 3)).toBe(0);
    expect(clampIndex(7, 3)).toBe(3);
    expect(clampIndex(Infinity, 3)).toBe(3);
    expect(clampIndex(1.7, 3)).toBe(1);
  });
});
