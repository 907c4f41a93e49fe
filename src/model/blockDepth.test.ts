import { describe, expect, it } from 'vitest';
import { BLOCK_DEPTH_MESSAGE, blocksTooDeep, MAX_BLOCK_DEPTH } from './blockDepth';

const nested = (depth: number): unknown[] => {
  let blocks: unknown[] = [];
  for (let level = 0; level < depth; level += 1) blocks = [{ type: 'row', items: blocks }];
  return blocks;
};

describe('blocksTooDeep', () => {
  it('allows blocks nested up to the limit and refuses one level more', () => {
    expect(MAX_BLOCK_DEPTH).toBe(50);
    expect(blocksTooDeep(nested(MAX_BLOCK_DEPTH))).toBe(false);
    expect(blocksTooDeep(nested(MAX_BLOCK_DEPTH + 1))).toBe(true);
    expect(BLOCK_DEPTH_MESSAGE).toBe('Blocks may be nested at most 50 deep');
  });

  it('walks a hostile depth without overflowing the stack', () => {
    expect(blocksTooDeep(nested(200_000))).toBe(true);
  });

  it('counts the deepest branch, not siblings, and ignores what is not a block list', () => {
    const wide = Array.from({ length: 500 }, () => ({ type: 'row', items: [] }));
    expect(blocksTooDeep(wide)).toBe(false);
    expect(blocksTooDeep([{ items: nested(2) }, { items: nested(MAX_BLOCK_DEPTH) }])).toBe(true);
    expect(blocksTooDeep(undefined)).toBe(false);
    expect(blocksTooDeep([null, 3, { items: 'none' }])).toBe(false);
  });
});
