import { describe, expect, it } from 'vitest';
import { BLOCK_FLAGS, hasFlag, withFlag, withoutFlag } from './flags';

describe('block flags', () => {
  it('adds a flag once, keeping the list when it is already there', () => {
    const flags = ['deleted'];
    expect(withFlag(flags, BLOCK_FLAGS.reordered)).toStrictEqual(['deleted', 'reordered']);
    expect(withFlag(flags, BLOCK_FLAGS.deleted)).toBe(flags);
    expect(flags).toStrictEqual(['deleted']);
  });

  it('removes a flag, keeping the list when it was not there', () => {
    const flags = ['deleted', 'reordered'];
    expect(withoutFlag(flags, 'reordered')).toStrictEqual(['deleted']);
    expect(withoutFlag(flags, 'shadow')).toBe(flags);
    expect(flags).toStrictEqual(['deleted', 'reordered']);
  });

  it('tells whether a flag is set', () => {
    expect(hasFlag(['generated'], BLOCK_FLAGS.generated)).toBe(true);
    expect(hasFlag(['generated'], BLOCK_FLAGS.shadow)).toBe(false);
  });
});
