import { describe, expect, it } from 'vitest';
import { checkUrlName, URL_NAME_MESSAGES, urlNameFrom } from './urlName';

describe('url names', () => {
  it('suggests one from a name', () => {
    expect(urlNameFrom('Fox T-Shirt')).toBe('fox-t-shirt');
    expect(urlNameFrom('  Crème brûlée!! Tote ')).toBe('creme-brulee-tote');
    expect(urlNameFrom('x'.repeat(150))).toHaveLength(100);
  });

  it('accepts lower-case words joined by single dashes', () => {
    expect(checkUrlName('fox-t-shirt-2')).toBeNull();
  });

  it('refuses empty, long, and badly formed names with a message', () => {
    expect(checkUrlName('')).toBe(URL_NAME_MESSAGES.required);
    expect(checkUrlName('a'.repeat(101))).toBe(URL_NAME_MESSAGES.tooLong);
    for (const bad of ['Fox', 'fox--owl', '-fox', 'fox-', 'fox owl', 'fox/owl'])
      expect(checkUrlName(bad)).toBe('Use lower-case letters, numbers and single dashes only');
  });
});
