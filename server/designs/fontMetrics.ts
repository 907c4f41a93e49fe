/**
 * Letter widths from a TrueType/OpenType file: the character map (cmap, format 4 or 12)
 * gives each character's glyph and the horizontal metrics (hhea, hmtx) its advance, in
 * ems. The print renderer sets curved text letter by letter (src/designs/curve.ts), so it
 * needs the same widths the studio's canvas measures in the browser from the same font.
 */
type Sfnt = Buffer;

function tableOffset(font: Sfnt, name: string): number {
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const at = 12 + index * 16;
    if (font.toString('latin1', at, at + 4) === name) return font.readUInt32BE(at + 8);
  }
  throw new Error(`The font has no ${name} table`);
}

function format4(font: Sfnt, at: number): (code: number) => number {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let i = 0; i < segments; i++) {
      if (code > font.readUInt16BE(ends + i * 2)) continue;
      const start = font.readUInt16BE(starts + i * 2);
      if (code < start) return 0;
      const delta = font.readInt16BE(deltas + i * 2);
      const rangeAt = rangeOffsets + i * 2;
      const range = font.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function format12(font: Sfnt, at: number): (code: number) => number {
  const groups = font.readUInt32BE(at + 12);
  return (code) => {
    for (let i = 0; i < groups; i++) {
      const group = at + 16 + i * 12;
      const start = font.readUInt32BE(group);
      if (code >= start && code <= font.readUInt32BE(group + 4))
        return font.readUInt32BE(group + 8) + code - start;
    }
    return 0;
  };
}

function characterMap(font: Sfnt): (code: number) => number {
  const cmap = tableOffset(font, 'cmap');
  const count = font.readUInt16BE(cmap + 2);
  const subtables = Array.from({ length: count }, (_, index) => {
    const at = cmap + 4 + index * 8;
    const offset = cmap + font.readUInt32BE(at + 4);
    return { platform: font.readUInt16BE(at), format: font.readUInt16BE(offset), offset };
  }).filter((table) => table.platform === 0 || table.platform === 3);
  const full = subtables.find((table) => table.format === 12);
  if (full) return format12(font, full.offset);
  const basic = subtables.find((table) => table.format === 4);
  if (basic) return format4(font, basic.offset);
  throw new Error('The font has no Unicode character map');
}

/** Each character's advance in ems (a character the font lacks gets the missing glyph's). */
export function fontAdvances(font: Sfnt): (text: string) => number[] {
  const unitsPerEm = font.readUInt16BE(tableOffset(font, 'head') + 18);
  const metricsCount = font.readUInt16BE(tableOffset(font, 'hhea') + 34);
  const hmtx = tableOffset(font, 'hmtx');
  const glyphOf = characterMap(font);
  const advance = (glyph: number) =>
    font.readUInt16BE(hmtx + Math.min(glyph, metricsCount - 1) * 4) / unitsPerEm;
  return (text) => Array.from(text, (character) => advance(glyphOf(character.codePointAt(0)!)));
}
