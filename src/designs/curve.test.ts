import { describe, expect, it } from 'vitest';
import { CURVE_MAX, CURVE_MAX_SWEEP, curvedGlyphs } from './curve';
import { textElementSchema } from './design';

const advances = [10, 10, 10, 10];

describe('curved text', () => {
  it('sets straight text on a line, centred on the element, letters a full advance apart', () => {
    expect(curvedGlyphs(advances, 0)).toStrictEqual([
      { x: -15, y: 0, rotation: 0 },
      { x: -5, y: 0, rotation: 0 },
      { x: 5, y: 0, rotation: 0 },
      { x: 15, y: 0, rotation: 0 },
    ]);
  });

  it('arches at +100 through a half circle: the ends down and turned to the tangent', () => {
    const glyphs = curvedGlyphs(advances, CURVE_MAX);
    const radius = 40 / Math.PI;
    // The last letter's middle is 15 along the arc from the middle: angle 15 / radius.
    const angle = 15 / radius;
    expect(glyphs[3]!.x).toBeCloseTo(radius * Math.sin(angle));
    expect(glyphs[3]!.rotation).toBeCloseTo((angle * 180) / Math.PI);
    expect(glyphs[3]!.y).toBeGreaterThan(glyphs[2]!.y);
    // Mirror images about the centre line.
    expect(glyphs[0]!.x).toBeCloseTo(-glyphs[3]!.x);
    expect(glyphs[0]!.y).toBeCloseTo(glyphs[3]!.y);
    expect(glyphs[0]!.rotation).toBeCloseTo(-glyphs[3]!.rotation);
    // The whole half circle's sweep over the text's length.
    expect((CURVE_MAX_SWEEP * Math.PI) / 180).toBeCloseTo(40 / radius);
  });

  it('keeps the letters their spacing along the arc', () => {
    const glyphs = curvedGlyphs(advances, 60);
    for (let i = 1; i < glyphs.length; i++) {
      const chord = Math.hypot(glyphs[i]!.x - glyphs[i - 1]!.x, glyphs[i]!.y - glyphs[i - 1]!.y);
      expect(chord).toBeLessThanOrEqual(10);
      expect(chord).toBeGreaterThan(9.5);
    }
  });

  it('dips for a negative amount: the arch turned upside down', () => {
    const arch = curvedGlyphs(advances, 50);
    const dip = curvedGlyphs(advances, -50);
    dip.forEach((glyph, index) => {
      expect(glyph.x).toBeCloseTo(arch[index]!.x);
      expect(glyph.y).toBeCloseTo(-arch[index]!.y);
      expect(glyph.rotation).toBeCloseTo(-arch[index]!.rotation);
    });
  });

  it('centres the arc on the element: as far above the centre as below', () => {
    // Many narrow letters trace the arc itself, end to end.
    const ys = curvedGlyphs(new Array<number>(100).fill(1), 100).map((glyph) => glyph.y);
    const rise = Math.max(...ys) - Math.min(...ys);
    expect(Math.abs(rise - 100 / Math.PI)).toBeLessThan(1);
    expect(Math.min(...ys) + Math.max(...ys)).toBeCloseTo(0, 0);
  });

  it('saves straight text when a design has no curve, and refuses more than the maximum', () => {
    const text = {
      id: 't',
      kind: 'text',
      area: 'front',
      x: 1,
      y: 1,
      width: 10,
      height: 10,
      text: 'Hi',
      font: 'Lato',
      fontSize: 10,
      fill: '#000000',
    };
    expect(textElementSchema.parse(text).curve).toBe(0);
    expect(textElementSchema.safeParse({ ...text, curve: 101 }).success).toBe(false);
  });
});
