import { describe, expect, it } from 'vitest';
import { numberFromValue, readNumberText } from './numberValue';

describe('numberFromValue', () => {
  it('reads numbers, numeric strings and numbers with a unit', () => {
    expect(numberFromValue(6)).toBe(6);
    expect(numberFromValue('6')).toBe(6);
    expect(numberFromValue('400px')).toBe(400);
    expect(numberFromValue('0.15')).toBe(0.15);
  });

  it('reads nothing from empty, text and non-finite values', () => {
    expect(numberFromValue('')).toBeNull();
    expect(numberFromValue('auto')).toBeNull();
    expect(numberFromValue(null)).toBeNull();
    expect(numberFromValue(Infinity)).toBeNull();
  });
});

describe('readNumberText', () => {
  const range = { min: 100, max: 2000 };

  it('accepts a number inside the range, bounds included', () => {
    expect(readNumberText('400', range)).toEqual({ kind: 'number', value: 400 });
    expect(readNumberText(' 100 ', range)).toEqual({ kind: 'number', value: 100 });
    expect(readNumberText('2000', range)).toEqual({ kind: 'number', value: 2000 });
  });

  it('treats a blank box as clearing the property', () => {
    expect(readNumberText('  ', range)).toEqual({ kind: 'empty' });
  });

  it('refuses values out of range with the catalogue messages', () => {
    expect(readNumberText('99', range)).toEqual({
      kind: 'invalid',
      message: 'This field must be 100 or more',
    });
    expect(readNumberText('2001', range)).toEqual({
      kind: 'invalid',
      message: 'This field must be 2000 or less',
    });
  });

  it('refuses text that is not a number', () => {
    expect(readNumberText('12abc', {})).toEqual({
      kind: 'invalid',
      message: 'This field must be a number',
    });
  });

  it('has no bounds when the field names none', () => {
    expect(readNumberText('-5', {})).toEqual({ kind: 'number', value: -5 });
  });
});
