import { describe, expect, it } from 'vitest';
import { percentile, round } from './stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('rounds to a number of digits', () => {
    expect(round(1.23456)).toBe(1.235);
    expect(round(1.23456, 1)).toBe(1.2);
  });
});
