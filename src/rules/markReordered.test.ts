import { describe, expect, it } from 'vitest';
import { blockSchema } from '../model';
import { markReordered } from './markReordered';

describe('markReordered', () => {
  it('adds the reordered flag without touching the input', () => {
    const block = blockSchema.parse({ id: 'a', uid: 'a', type: 'button', flags: ['deleted'] });
    const marked = markReordered(block);
    expect(marked.flags).toStrictEqual(['deleted', 'reordered']);
    expect(block.flags).toStrictEqual(['deleted']);
  });

  it('returns the same block when it is already flagged', () => {
    const block = blockSchema.parse({ id: 'a', uid: 'a', type: 'button', flags: ['reordered'] });
    expect(markReordered(block)).toBe(block);
  });
});
