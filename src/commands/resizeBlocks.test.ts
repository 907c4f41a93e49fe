import { describe, expect, it } from 'vitest';
import { resizeBlocks } from './resizeBlocks';
import { aboutPage, unwrap } from './testing/testKit';
import { findBlock } from './tree';

describe('resizeBlocks', () => {
  it('sets every selected block’s width in one change', () => {
    const page = aboutPage();
    const next = unwrap(resizeBlocks(page, { ids: ['hero', 'quote-1'], width: 6 }));
    expect(findBlock(next.blocks, 'hero')?.size.x).toBe(6);
    expect(findBlock(next.blocks, 'quote-1')?.size.x).toBe(6);
    expect(findBlock(next.blocks, 'image-1')?.size.x).toBe(12);
    expect(next.blocks[1]).toBe(page.blocks[1]);
  });

  it('refuses the whole change when the width is out of range', () => {
    const result = resizeBlocks(aboutPage(), { ids: ['hero', 'quote-1'], width: 2 });
    expect(result.ok || result.error.message).toBe(
      'A block is a whole number of columns from 3 to 12 wide, not 2',
    );
  });
});
