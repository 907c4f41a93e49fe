import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TextElement } from '../../src/designs';
import { installPrintFonts, printFontAdvances } from './printFonts';
import { printAreaSvg } from './printSvg';

installPrintFonts();

const area = { name: 'front' as const, label: 'Front', widthMm: 300, heightMm: 120 };
const WORD = 'Hamburgefonstiv';

function text(font: string, patch: Partial<TextElement> = {}): TextElement {
  return {
    id: 't',
    kind: 'text',
    area: 'front',
    x: 150,
    y: 60,
    width: 280,
    height: 40,
    rotation: 0,
    locked: false,
    text: WORD,
    font,
    fontSize: 20,
    fill: '#000000',
    align: 'center',
    curve: 0,
    ...patch,
  };
}

/** The print file's inked box, in pixels (the PNG trimmed to what is not transparent). */
async function inked(element: TextElement) {
  const { svg } = printAreaSvg(area, [element], 100, printFontAdvances);
  const png = await sharp(Buffer.from(svg), { density: 72 }).png().toBuffer();
  const { info } = await sharp(png).trim({ threshold: 0 }).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, png };
}

const mmAt100Dpi = (mm: number) => (mm / 25.4) * 100;

describe('print files draw text in the catalogue’s web fonts', () => {
  it('reads letter widths from the @fontsource files', () => {
    const [wide, narrow] = printFontAdvances('Lato', 'Wi')!;
    expect(wide).toBeGreaterThan(narrow! * 2);
    expect(printFontAdvances('Bebas Neue', WORD)).toHaveLength(WORD.length);
    expect(printFontAdvances('Comic Sans', WORD)).toBeNull();
  });

  it('sets each font at its own width: the inked width matches the font’s letter widths', async () => {
    const fallback = await inked(text('No Such Font'));
    for (const font of ['Pacifico', 'Bebas Neue', 'Playfair Display']) {
      const expected = printFontAdvances(font, WORD)!.reduce((sum, advance) => sum + advance, 0);
      const drawn = await inked(text(font));
      // Side bearings of the first and last letter are not ink: within 8%.
      expect(Math.abs(drawn.width / (expected * mmAt100Dpi(20)) - 1)).toBeLessThan(0.08);
      expect(Math.abs(drawn.width - fallback.width)).toBeGreaterThan(20);
    }
  });

  it('draws curved text along its arc: the ends lower than the middle for an arch', async () => {
    const straight = await inked(text('Lato'));
    const arch = await inked(text('Lato', { curve: 100 }));
    expect(arch.height).toBeGreaterThan(straight.height * 2);
    const { data, info } = await sharp(arch.png)
      .trim({ threshold: 0 })
      .extractChannel('alpha')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const inkRows = (fromX: number, toX: number) => {
      const rows: number[] = [];
      for (let y = 0; y < info.height; y++)
        for (let x = fromX; x < toX; x++) if (data[y * info.width + x]! > 128) rows.push(y);
      return { top: Math.min(...rows), bottom: Math.max(...rows) };
    };
    const middle = inkRows(Math.round(info.width * 0.45), Math.round(info.width * 0.55));
    const leftEnd = inkRows(0, Math.round(info.width * 0.1));
    const rightEnd = inkRows(Math.round(info.width * 0.9), info.width);
    // A half circle: the ends hang far below the middle.
    expect(leftEnd.bottom).toBeGreaterThan(middle.bottom + info.height / 3);
    expect(rightEnd.bottom).toBeGreaterThan(middle.bottom + info.height / 3);
    expect(middle.top).toBe(0);
  });
});
