import { describe, expect, it } from 'vitest';
import { contrastRatio, hasLowContrast, relativeLuminance } from './contrast';
import type { Rgba } from './rgba';

const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const grey767676: Rgba = { r: 0x76, g: 0x76, b: 0x76, a: 1 };

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBe(1);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, either way round, and 1 for a colour on itself', () => {
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, black)).toBe(21);
    expect(contrastRatio(grey767676, grey767676)).toBe(1);
  });

  it('matches the known 4.54:1 of #767676 on white', () => {
    expect(contrastRatio(grey767676, white)).toBeCloseTo(4.54, 2);
  });

  it('blends translucent text over its background', () => {
    // Black at 50% over white is grey 127.5: about 3.98:1 (opaque #808080 is 3.95:1).
    expect(contrastRatio({ ...black, a: 0.5 }, white)).toBeCloseTo(3.98, 2);
  });
});

describe('hasLowContrast', () => {
  it('warns below 4.5:1 for text and below 3:1 for large text', () => {
    const grey888888: Rgba = { r: 0x88, g: 0x88, b: 0x88, a: 1 };
    expect(hasLowContrast(grey767676, white)).toBe(false);
    expect(hasLowContrast(grey888888, white)).toBe(true);
    expect(hasLowContrast(grey888888, white, { largeText: true })).toBe(false);
  });

  it("warns on the base theme's white button text over its green", () => {
    expect(hasLowContrast(white, { r: 0x00, g: 0xa8, b: 0x4f, a: 1 })).toBe(true);
  });
});
