import { describe, expect, it } from 'vitest';
import { recallEntry, rememberEntry, type SingleEntryCache } from './singleEntryCache';

describe('single entry cache', () => {
  it('answers the cached value only for its own key', () => {
    const cache = rememberEntry('designs', { shown: 24 });
    expect(recallEntry(cache, 'designs')).toEqual({ shown: 24 });
    expect(recallEntry(cache, 't-shirts')).toBeUndefined();
  });

  it('keeps one entry: remembering another collection forgets the first', () => {
    const first: SingleEntryCache<number> = rememberEntry('designs', 24);
    const cache = rememberEntry('sale', 12);
    expect(recallEntry(first, 'designs')).toBe(24);
    expect(recallEntry(cache, 'designs')).toBeUndefined();
    expect(recallEntry(cache, 'sale')).toBe(12);
  });

  it('answers nothing while empty', () => {
    expect(recallEntry(null, 'designs')).toBeUndefined();
  });
});
