import { describe, expect, it } from 'vitest';
import { blogTagLabel, normaliseBlogTag } from './blogTag';

describe('blog tags', () => {
  it('are trimmed, lower-case, hyphenated and at most 50 characters', () => {
    expect(normaliseBlogTag('  Organic Cotton ')).toBe('organic-cotton');
    expect(normaliseBlogTag('   ')).toBeNull();
    expect(normaliseBlogTag('x'.repeat(80))).toHaveLength(50);
  });
  it('read as words in a heading', () => {
    expect(blogTagLabel('organic-cotton')).toBe('organic cotton');
  });
});
