import { describe, expect, it } from 'vitest';
import { resizeBlock } from './resizeBlock';
import { aboutPage, unwrap } from './testing/testKit';

describe('resizeBlock', () => {
  it('sets the width in columns and keeps the height', () => {
    const page = aboutPage();
    const next = unwrap(resizeBlock(page, { id: 'button-1', width: 6 }));
    expect(next.blocks[1]?.items[1]).toStrictEqual({
      ...page.blocks[1]?.items[1],
      size: { x: 6, y: 1 },
    });
    expect(next.blocks[1]?.items[0]).toBe(page.blocks[1]?.items[0]);
    expect(next.blocks[2]).toBe(page.blocks[2]);
  });

  it('accepts the limits 3 and 12', () => {
    expect(unwrap(resizeBlock(aboutPage(), { id: 'hero', width: 3 })).blocks[0]?.size.x).toBe(3);
    const page = aboutPage();
    expect(unwrap(resizeBlock(page, { id: 'hero', width: 12 }))).toBe(page);
  });

  it('refuses a width out of range or between columns', () => {
    for (const width of [2, 13, 0, 4.5, Number.NaN]) {
      const result = resizeBlock(aboutPage(), { id: 'hero', width });
      expect(result.ok || result.error.message).toBe(
        `A block is a whole number of columns from 3 to 12 wide, not ${width}`,
      );
    }
  });

  it('refuses a missing block', () => {
    const result = resizeBlock(aboutPage(), { id: 'ghost', width: 6 });
    expect(result.ok || result.error.code).toBe('blockNotFound');
  });
});
