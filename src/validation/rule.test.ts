import { describe, expect, it } from 'vitest';
import { checkRule, defineRule, isBlank, validate } from './rule';

const startsWithS = defineRule('starts_with_s', 'Must start with S', (text) =>
  text.startsWith('S'),
);
const endsWithE = defineRule('ends_with_e', 'Must end with E', (text) => text.endsWith('E'));
const demanding = defineRule('demanding', 'Must be given', (text) => text !== '', {
  optional: false,
});

describe('isBlank', () => {
  it('counts empty, whitespace, null and undefined as blank, and numbers as given', () => {
    expect([isBlank(''), isBlank('  '), isBlank(null), isBlank(undefined)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([isBlank(0), isBlank('x')]).toEqual([false, false]);
  });
});

describe('checkRule', () => {
  it('lets a blank value pass an optional rule and fail a rule that demands a value', () => {
    expect(checkRule(startsWithS, '')).toBeUndefined();
    expect(checkRule(demanding, ' ')).toBe('Must be given');
  });

  it('tests the trimmed text by default', () => {
    expect(checkRule(endsWithE, ' SALE  ')).toBeUndefined();
  });

  it('tests the untrimmed text when the rule asks for it', () => {
    const untrimmed = defineRule('untrimmed', 'Spaces', (text) => text === text.trim(), {
      trim: false,
    });
    expect(checkRule(untrimmed, ' SALE')).toBe('Spaces');
  });
});

describe('validate', () => {
  it('gives the first failing message in rule order, or undefined when all pass', () => {
    expect(validate('ON', [startsWithS, endsWithE])).toBe('Must start with S');
    expect(validate('SO', [startsWithS, endsWithE])).toBe('Must end with E');
    expect(validate('SALE', [startsWithS, endsWithE])).toBeUndefined();
  });
});
