import { describe, expect, it } from 'vitest';
import {
  hasNumber,
  maxValue,
  minValue,
  numeric,
  numericFloat,
  positive,
  readNumber,
  twoDecimals,
} from './numbers';
import { checkRule } from './rule';

describe('readNumber', () => {
  it('reads plain decimals and nothing else', () => {
    expect(readNumber('-3.5')).toBe(-3.5);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('1e3')).toBeUndefined();
    expect(readNumber('1,000')).toBeUndefined();
    expect(readNumber('0x10')).toBeUndefined();
  });
});

describe('numeric and numeric_float', () => {
  it('numeric allows digits only', () => {
    expect(checkRule(numeric, '0042')).toBeUndefined();
    expect(checkRule(numeric, '4.2')).toBe('This field may only contain numbers');
    expect(checkRule(numeric, '-4')).toBe('This field may only contain numbers');
  });

  it('numeric_float allows a sign and decimals', () => {
    expect(checkRule(numericFloat, '-4.25')).toBeUndefined();
    expect(checkRule(numericFloat, '4.')).toBe('This field must be a number');
    expect(checkRule(numericFloat, 'four')).toBe('This field must be a number');
  });
});

describe('hasNumber', () => {
  it('needs at least one digit anywhere', () => {
    expect(checkRule(hasNumber, 'summer2026')).toBeUndefined();
    expect(checkRule(hasNumber, 'summer')).toBe('This field must contain at least one number');
  });
});

describe('twoDecimals', () => {
  it('allows up to two decimal places', () => {
    for (const value of ['12', '12.5', '12.50'])
      expect(checkRule(twoDecimals, value)).toBeUndefined();
    expect(checkRule(twoDecimals, '12.505')).toBe(
      'This field must be a number with up to two decimal places',
    );
    expect(checkRule(twoDecimals, '12.')).toBe(
      'This field must be a number with up to two decimal places',
    );
  });
});

describe('positive', () => {
  it('needs a number above zero', () => {
    expect(checkRule(positive, '0.01')).toBeUndefined();
    expect(checkRule(positive, '0')).toBe('This field must be a positive number');
    expect(checkRule(positive, '-1')).toBe('This field must be a positive number');
    expect(checkRule(positive, 'abc')).toBe('This field must be a positive number');
  });
});

describe('minValue and maxValue', () => {
  it('default to 50', () => {
    expect(checkRule(minValue(), '50')).toBeUndefined();
    expect(checkRule(minValue(), '49.99')).toBe('This field must be 50 or more');
    expect(checkRule(maxValue(), 50)).toBeUndefined();
    expect(checkRule(maxValue(), '50.01')).toBe('This field must be 50 or less');
  });

  it('take other limits and refuse text that is not a number', () => {
    expect(checkRule(minValue(1), '0')).toBe('This field must be 1 or more');
    expect(checkRule(maxValue(100), 'lots')).toBe('This field must be 100 or less');
  });
});
