import { describe, expect, it } from 'vitest';
import { isHiddenLegalPage } from './legalPages';

describe('legal pages', () => {
  it('are hidden only for a direct payment processor', () => {
    expect(isHiddenLegalPage('/terms-of-sale/', 'direct')).toBe(true);
    expect(isHiddenLegalPage('/terms-of-sale/', 'teemill')).toBe(false);
    expect(isHiddenLegalPage('/about/', 'direct')).toBe(false);
  });
});
