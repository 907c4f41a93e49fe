import { describe, expect, it } from 'vitest';
import { checkRule } from './rule';
import {
  alpha,
  alphaDash,
  alphaSpaces,
  alphaSpacesPunctuation,
  lowercase,
  matchesPattern,
  maxLength,
  minLength,
} from './text';

describe('alpha family', () => {
  it('alpha allows letters and digits of any script only', () => {
    expect(checkRule(alpha, 'José99')).toBeUndefined();
    expect(checkRule(alpha, 'jo-se')).toBe('This field may only contain letters and numbers');
    expect(checkRule(alpha, 'jo se')).toBe('This field may only contain letters and numbers');
  });

  it('alpha_dash adds dashes and underscores', () => {
    expect(checkRule(alphaDash, 'summer_sale-2026')).toBeUndefined();
    expect(checkRule(alphaDash, 'summer sale')).toBe(
      'This field may only contain letters, numbers, dashes and underscores',
    );
  });

  it('alpha_spaces adds spaces', () => {
    expect(checkRule(alphaSpaces, 'Jo Bloggs 2')).toBeUndefined();
    expect(checkRule(alphaSpaces, "Jo O'Neil")).toBe(
      'This field may only contain letters, numbers and spaces',
    );
  });

  it('alpha_spaces_punctuation adds punctuation but not symbols', () => {
    expect(
      checkRule(alphaSpacesPunctuation, "Jo's tees: organic, fair & (very) soft!"),
    ).toBeUndefined();
    expect(checkRule(alphaSpacesPunctuation, 'Tees <b>now</b>')).toBe(
      'This field may only contain letters, numbers, spaces and punctuation',
    );
  });
});

describe('lowercase', () => {
  it('refuses capital letters only', () => {
    expect(checkRule(lowercase, 'my-store-2')).toBeUndefined();
    expect(checkRule(lowercase, 'My-store')).toBe('This field may only contain lowercase letters');
  });
});

describe('minLength and maxLength', () => {
  it('default to 3 and 10 characters', () => {
    expect(checkRule(minLength(), 'ab')).toBe('This field must be at least 3 characters');
    expect(checkRule(minLength(), 'abc')).toBeUndefined();
    expect(checkRule(maxLength(), 'a'.repeat(10))).toBeUndefined();
    expect(checkRule(maxLength(), 'a'.repeat(11))).toBe(
      'This field must be no more than 10 characters',
    );
  });

  it('take other limits and count an emoji as one character', () => {
    expect(checkRule(minLength(8), 'short')).toBe('This field must be at least 8 characters');
    expect(checkRule(maxLength(2), '🌱🌱')).toBeUndefined();
  });
});

describe('matchesPattern', () => {
  it('uses the given expression and message', () => {
    const rule = matchesPattern(/^SKU-\d+$/, 'Use the form SKU-123');
    expect(checkRule(rule, 'SKU-42')).toBeUndefined();
    expect(checkRule(rule, 'sku42')).toBe('Use the form SKU-123');
  });

  it('gives the same answer every time, even for a global expression', () => {
    const rule = matchesPattern(/\d/g, 'Needs a digit');
    expect([checkRule(rule, 'a1'), checkRule(rule, 'a1'), checkRule(rule, 'a1')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
