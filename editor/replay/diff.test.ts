import { describe, expect, it } from 'vitest';
import { jsonDiff } from './diff';

describe('jsonDiff', () => {
  it('finds nothing between equal values', () => {
    expect(jsonDiff({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
  });
  it('names each difference by its path', () => {
    expect(
      jsonDiff(
        { blocks: [{ id: 'a', size: { x: 12 } }] },
        { blocks: [{ id: 'a', size: { x: 6 } }, { id: 'b' }] },
      ),
    ).toEqual([
      { path: 'blocks.0.size.x', expected: 12, actual: 6 },
      { path: 'blocks.1', expected: undefined, actual: { id: 'b' } },
    ]);
  });
  it('treats a missing key like an undefined one', () => {
    expect(jsonDiff({ a: 1 }, { a: 1, b: undefined })).toEqual([]);
  });
});
