import { describe, expect, it } from 'vitest';
import { isKnownOption, optionValueOf, valueForOption } from './selectValue';

const ratios = [
  { value: '0.36', label: 'Wide' },
  { value: '0.75', label: '4:3' },
];

describe('select values', () => {
  it('selects the option matching a stored number or string', () => {
    expect(optionValueOf(0.75)).toBe('0.75');
    expect(optionValueOf('center')).toBe('center');
    expect(optionValueOf(undefined)).toBe('');
  });

  it('keeps a numeric property numeric', () => {
    expect(valueForOption('0.36', 0.75)).toBe(0.36);
  });

  it('stores the option as text for text properties and unset ones', () => {
    expect(valueForOption('left', 'center')).toBe('left');
    expect(valueForOption('0.36', undefined)).toBe('0.36');
    expect(valueForOption('', 3)).toBe('');
  });

  it('knows whether the stored value is an option', () => {
    expect(isKnownOption(ratios, 0.36)).toBe(true);
    expect(isKnownOption(ratios, 1.5)).toBe(false);
  });
});
