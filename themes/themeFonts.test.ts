import { describe, expect, it } from 'vitest';
import { baseTheme } from './base';
import { fontKeys, isFontKey, themeFonts } from './themeFonts';

describe('fontKeys', () => {
  it('are the keys that hold a font family, and only those', () => {
    expect(fontKeys).toEqual([
      'heading1.font',
      'heading2.font',
      'heading3.font',
      'text.font',
      'menu.font',
      'banner.titleFont',
      'button.font',
      'quote.font',
    ]);
    expect(isFontKey('banner.titleFont')).toBe(true);
    expect(isFontKey('button.background')).toBe(false);
  });
});

describe('themeFonts', () => {
  it('lists each family once, in key order', () => {
    const values = {
      ...baseTheme,
      'heading1.font': 'Playfair Display',
      'heading2.font': 'Playfair Display',
      'text.font': 'Open Sans',
      'quote.font': 'Pacifico',
    };
    expect(themeFonts(values)).toEqual(['Playfair Display', 'Lato', 'Open Sans', 'Pacifico']);
  });

  it('is one family for the base theme', () => {
    expect(themeFonts(baseTheme)).toEqual(['Lato']);
  });
});
