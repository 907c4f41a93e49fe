import { create, type Font } from 'fontkit';

/**
 * Letter widths of a font file, read with fontkit: each character's glyph and its advance
 * in ems. The print renderer sets curved text letter by letter (src/designs/curve.ts), so
 * it needs the same widths the studio's canvas measures in the browser from the same font.
 */
export function fontAdvances(file: Buffer): (text: string) => number[] {
  const font = create(file) as Font;
  return (text) =>
    Array.from(
      text,
      (character) =>
        font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth / font.unitsPerEm,
    );
}
