import { describe, expect, it } from 'vitest';
import { clampAlpha, toRgbaString, withAlpha } from './rgba';

describe('clampAlpha', () => {
  it('clamps alpha to 0..1', () => {
    expect(clampAlpha(-0.5)).toBe(0);
    expect(clampAlpha(1.7)).toBe(1);
    expect(clampAlpha(0.15)).toBe(0.15);
  });

  it('treats a value that is not a number as opaque', () => {
    expect(clampAlpha(Number.NaN)).toBe(1);
  });
});

describe('toRgbaString', () => {
  it('writes CSS rgba with alpha to three decimals', () => {
    expect(toRgbaString({ r: 0, g: 168, b: 79, a: 128 / 255 })).toBe('rgba(0, 168, 79, 0.502)');
  });

  it('clamps an out-of-range alpha', () => {
    expect(toRgbaString(withAlpha({ r: 1, g: 2, b: 3, a: 1 }, 4))).toBe('rgba(1, 2, 3, 1)');
  });
});
