/**
 * Curved text: the letters of a text element set along a circular arc, the same way on the
 * studio's canvas and in the 300 DPI print file, so the print matches what the shopper saw.
 *
 * The curve amount runs from CURVE_MIN to CURVE_MAX. 0 is a straight line; at ±100 the
 * text bends through CURVE_MAX_SWEEP degrees (a half circle). A positive amount arches
 * (the middle up, the ends down), a negative one dips (a smile). The arc's length is the
 * text's own length, so letters keep their spacing; the run is centred on the element's
 * centre, across and (half the arc's rise above, half below) down; curved text ignores
 * left and right alignment: an arc has one middle.
 */
export const CURVE_MIN = -100;
export const CURVE_MAX = 100;
export const CURVE_MAX_SWEEP = 180;

/** One letter's place: its centre relative to the element's centre, and its turn (degrees). */
export interface CurvedGlyph {
  x: number;
  y: number;
  rotation: number;
}

/**
 * Places letters of the given advances (any unit; the answer is in the same unit) along
 * the arc for `curve`. Each letter's centre sits on the arc at its middle's distance
 * along the text, turned to the arc's tangent there.
 */
export function curvedGlyphs(advances: readonly number[], curve: number): CurvedGlyph[] {
  const length = advances.reduce((sum, advance) => sum + advance, 0);
  const amount = Math.max(CURVE_MIN, Math.min(CURVE_MAX, curve));
  const sweep = (Math.abs(amount) / CURVE_MAX) * ((CURVE_MAX_SWEEP * Math.PI) / 180);
  const direction = Math.sign(amount);
  let before = 0;
  return advances.map((advance) => {
    const along = before + advance / 2 - length / 2;
    before += advance;
    if (direction === 0 || length === 0) return { x: along, y: 0, rotation: 0 };
    const radius = length / sweep;
    const angle = along / radius;
    const rise = radius * (1 - Math.cos(sweep / 2));
    return {
      x: radius * Math.sin(angle),
      y: direction * (radius * (1 - Math.cos(angle)) - rise / 2),
      rotation: direction * ((angle * 180) / Math.PI),
    };
  });
}
