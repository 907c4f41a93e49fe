import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, relativeLuminance } from './contrast';

describe('parseHexColor', () => {
  it('reads six and three digit hex', () => {
    expect(parseHexColor('#1f2328')).toEqual([31, 35, 40]);
    expect(parseHexColor('#FFF')).toEqual([255, 255, 255]);
  });

  it.each(['transparent', '#12345', 'rgb(0, 0, 0)', '#00000080'])('refuses %s', (value) => {
    expect(() => parseHexColor(value)).toThrow(`Not an opaque hex colour: ${value}`);
  });
});

describe('contrast', () => {
  it('gives the WCAG end points', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches published WCAG ratios and ignores the order', () => {
    // #767676 on white is the well-known lightest grey passing AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    // The base green with white text: 3.09:1, below AA for body text.
    expect(contrastRatio('#ffffff', '#00a84f')).toBeCloseTo(3.09, 1);
  });
});
