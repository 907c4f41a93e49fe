import { describe, expect, it } from 'vitest';
import {
  alphaPercent,
  contrastBackgroundKey,
  lowContrastWarning,
  pickerHex,
  readHexText,
  withAlphaPercent,
} from './colourValue';

describe('readHexText', () => {
  it('accepts 3, 4, 6 and 8 hex digits, adding the #', () => {
    expect(readHexText('#0A8')).toEqual({ kind: 'colour', value: '#0a8' });
    expect(readHexText('0a8c')).toEqual({ kind: 'colour', value: '#0a8c' });
    expect(readHexText('#00aa88')).toEqual({ kind: 'colour', value: '#00aa88' });
    expect(readHexText('00aa88cc')).toEqual({ kind: 'colour', value: '#00aa88cc' });
  });

  it("gives src/color's error for anything else", () => {
    expect(readHexText('#00aa8')).toEqual({
      kind: 'invalid',
      message: 'Invalid hex colour: #00aa8',
    });
    expect(readHexText('green')).toEqual({ kind: 'invalid', message: 'Invalid hex colour: green' });
  });

  it("reads a blank box as the theme's colour", () => {
    expect(readHexText(' ')).toEqual({ kind: 'empty' });
  });
});

describe('alpha', () => {
  it('shows opacity as a percentage', () => {
    expect(alphaPercent('#000000')).toBe(100);
    expect(alphaPercent('#00000080')).toBe(50);
    expect(alphaPercent('')).toBeNull();
  });

  it('sets opacity, clamped to 0..100', () => {
    expect(withAlphaPercent('#ff0000', 50)).toBe('#ff000080');
    expect(withAlphaPercent('#ff000080', 100)).toBe('#ff0000');
    expect(withAlphaPercent('#ff0000', 150)).toBe('#ff0000');
    expect(withAlphaPercent('#ff0000', -10)).toBe('#ff000000');
    expect(withAlphaPercent('red', 50)).toBeNull();
  });

  it('gives the picker a full hex, or null for a non-hex colour', () => {
    expect(pickerHex('#0a8')).toBe('#00aa88');
    expect(pickerHex('rgb(0, 0, 0)')).toBeNull();
  });
});

describe('contrastBackgroundKey', () => {
  const banner = ['titleColor', 'titleBackground', 'copyColor', 'copyBackground'];
  it('pairs text colours with their backgrounds by name', () => {
    expect(contrastBackgroundKey('titleColor', banner)).toBe('titleBackground');
    expect(contrastBackgroundKey('copyColor', banner)).toBe('copyBackground');
    expect(contrastBackgroundKey('textColor', ['textColor', 'backgroundColour'])).toBe(
      'backgroundColour',
    );
    expect(contrastBackgroundKey('tagTextColor', ['tagTextColor', 'tagBackgroundColor'])).toBe(
      'tagBackgroundColor',
    );
    expect(contrastBackgroundKey('iconColor', ['iconColor', 'textColor', 'backgroundColor'])).toBe(
      'backgroundColor',
    );
  });

  it('gives backgrounds and unpaired colours no partner', () => {
    expect(contrastBackgroundKey('titleBackground', banner)).toBeUndefined();
    expect(
      contrastBackgroundKey('backgroundColor', ['backgroundColor', 'textColor']),
    ).toBeUndefined();
    expect(contrastBackgroundKey('textColor', ['textColor'])).toBeUndefined();
    expect(contrastBackgroundKey('title', ['title', 'titleBackground'])).toBeUndefined();
  });
});

describe('lowContrastWarning', () => {
  it('warns below 4.5:1 with the ratio', () => {
    expect(lowContrastWarning('#777777', '#ffffff')).toBe(
      'Low contrast (4.48:1) with the background: aim for at least 4.5:1 so everyone can read it.',
    );
    expect(lowContrastWarning('#ffff00', '#ffffff')).toMatch(/^Low contrast \(1\.07:1\)/);
  });

  it('is quiet for readable pairs and for theme or non-hex colours', () => {
    expect(lowContrastWarning('#000000', '#ffffff')).toBeNull();
    expect(lowContrastWarning('#ffff00', '')).toBeNull();
    expect(lowContrastWarning('white', '#ffffff')).toBeNull();
  });
});
