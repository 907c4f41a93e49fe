import { describe, expect, it } from 'vitest';
import {
  blockImageSizes,
  imageSize,
  imageSrcSet,
  nearestWidth,
  srcSetFor,
  srcSetWidths,
  variantWidths,
} from './sizes';

const asset = {
  original: 'https://img.example/a.jpg',
  sizes: {
    '320': 'https://img.example/a-320.jpg',
    '640': 'https://img.example/a-640.jpg',
    '1280': 'https://img.example/a-1280.jpg',
  },
};

describe('image sizes', () => {
  it('uses the spec defaults: 5 steps, minimum step 256', () => {
    expect(srcSetWidths(5000)).toStrictEqual([1000, 2000, 3000, 4000, 5000]);
    expect(srcSetWidths(1000)).toStrictEqual([256, 512, 768, 1000]);
  });

  it('lists variant widths ascending, ignoring keys that are not widths', () => {
    expect(
      variantWidths({ original: 'x', sizes: { '640': 'a', full: 'b', '320': 'c' } }),
    ).toStrictEqual([320, 640]);
  });

  it('gives the exact size when present', () => {
    expect(imageSize(asset, 640)).toBe('https://img.example/a-640.jpg');
  });

  it('gives the nearest size otherwise, the larger on a tie', () => {
    expect(imageSize(asset, 700)).toBe('https://img.example/a-640.jpg');
    expect(imageSize(asset, 1000)).toBe('https://img.example/a-1280.jpg');
    expect(nearestWidth(asset, 480)).toBe(640);
    expect(imageSize(asset, 5000)).toBe('https://img.example/a-1280.jpg');
  });

  it('falls back to the original without variants', () => {
    expect(imageSize({ original: 'https://img.example/b.jpg' }, 640)).toBe(
      'https://img.example/b.jpg',
    );
    expect(imageSrcSet({ original: 'https://img.example/b.jpg' }, 1920)).toBe('');
  });

  it('steps srcset widths evenly, at least 256 apart, ending at the maximum', () => {
    expect(srcSetWidths(1920)).toStrictEqual([384, 768, 1152, 1536, 1920]);
    expect(srcSetWidths(600)).toStrictEqual([256, 512, 600]);
    expect(srcSetWidths(200)).toStrictEqual([200]);
    expect(srcSetWidths(0)).toStrictEqual([]);
  });

  it('builds a srcset from the nearest variants, each once, with their real widths', () => {
    expect(imageSrcSet(asset, 1920)).toBe(
      'https://img.example/a-320.jpg 320w, https://img.example/a-640.jpg 640w, https://img.example/a-1280.jpg 1280w',
    );
    expect(srcSetFor(asset, [640])).toBe('https://img.example/a-640.jpg 640w');
  });
});

describe('blockImageSizes', () => {
  it('sizes a full-width block to the viewport, capped at the 1110px content width', () => {
    expect(blockImageSizes(12)).toBe('(max-width: 575.98px) 100vw, min(100vw, 1110px)');
  });

  it('sizes a half-width block to half, and keeps 6 columns full width on phones', () => {
    expect(blockImageSizes(6)).toBe('(max-width: 575.98px) 100vw, min(50vw, 555px)');
    expect(blockImageSizes(3)).toBe('(max-width: 575.98px) 50vw, min(25vw, 278px)');
  });
});
