import { describe, expect, it } from 'vitest';
import {
  COLOUR_MESSAGE,
  FONT_MESSAGE,
  colourProperty,
  colourSchema,
  fontNameSchema,
  isColour,
  pixels,
  textShadowCss,
  textShadowSchema,
} from './styleValues';

describe('colour values', () => {
  it('accepts hex colours of 3, 4, 6 and 8 digits', () => {
    for (const value of ['#fff', '#ffff', '#00a84f', '#00a84f80'])
      expect(isColour(value)).toBe(true);
    for (const value of ['#ff', '#fffff', '#00a84', '#00a84f8', '#ggg'])
      expect(isColour(value)).toBe(false);
  });

  it('accepts rgb(), hsl(), keywords and empty (theme colour)', () => {
    for (const value of [
      'rgb(0, 0, 0)',
      'rgba(0,0,0,0.5)',
      'rgb(0 0 0 / 50%)',
      'hsl(120deg 50% 50%)',
      'white',
      'transparent',
      '',
    ]) {
      expect(isColour(value)).toBe(true);
    }
  });

  it('refuses anything that could carry other CSS, with the message', () => {
    const result = colourSchema.safeParse('red; background: url(https://evil.example/)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(COLOUR_MESSAGE);
    expect(isColour('expression(alert(1))')).toBe(false);
  });

  it('defaults to the theme colour', () => {
    expect(colourProperty().parse(undefined)).toBe('');
    expect(colourProperty('#ffffff').parse(undefined)).toBe('#ffffff');
  });
});

describe('font names', () => {
  it('accepts family names and empty (theme font), refuses CSS', () => {
    expect(fontNameSchema.safeParse('Playfair Display').success).toBe(true);
    expect(fontNameSchema.safeParse('').success).toBe(true);
    const bad = fontNameSchema.safeParse('Lato"; color: red');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(FONT_MESSAGE);
  });
});

describe('text shadows', () => {
  it('are none, light, medium and heavy, each darker than the last', () => {
    for (const level of ['none', 'light', 'medium', 'heavy'])
      expect(textShadowSchema.parse(level)).toBe(level);
    expect(textShadowSchema.safeParse('extreme').success).toBe(false);
    expect(textShadowCss('none')).toBeUndefined();
    const alphas = (['light', 'medium', 'heavy'] as const).map((level) =>
      Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(textShadowCss(level)!)?.[1]),
    );
    expect(alphas).toStrictEqual([0.25, 0.5, 0.8]);
  });
});

describe('pixels', () => {
  it('reads 8, "8" and "8px" as 8 and refuses other units', () => {
    for (const value of [8, '8', '8px', ' 8PX ']) expect(pixels.parse(value)).toBe(8);
    expect(pixels.safeParse('8em').success).toBe(false);
    expect(pixels.safeParse('8.5px').success).toBe(false);
  });
});
