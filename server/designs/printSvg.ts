import {
  curvedGlyphs,
  mmToPixels,
  PRINT_DPI,
  type PrintArea,
  type StudioElement,
  type TextElement,
} from '../../src/designs';

/**
 * One print area of a design as an SVG at print resolution (PRINT_DPI): the page is the
 * area's size in pixels, each element placed at its centre and rotated about it, in layer
 * order. sharp (librsvg) turns it into the transparent PNG; images are embedded as the
 * data URLs the design holds (SVGs were sanitised when the design was saved). Text names
 * its catalogue font (installed for the renderer by printFonts.ts); curved text is set
 * letter by letter along its arc (src/designs/curve.ts) from the font's letter widths,
 * since librsvg does not draw textPath.
 */
/** Each letter's advance in ems in a font, or null when the font is unknown. */
export type MeasureLetters = (font: string, text: string) => number[] | null;

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

const textAttributes = (element: TextElement, fontSize: number) =>
  `font-family="${escapeXml(element.font)}, sans-serif" font-size="${fontSize}" fill="${element.fill}"`;

function curvedTextSvg(element: TextElement, fontSize: number, advances: number[]): string {
  const letters = Array.from(element.text);
  const glyphs = curvedGlyphs(
    advances.map((advance) => advance * fontSize),
    element.curve,
  );
  const placed = letters
    .map((letter, index) =>
      letter.trim() === ''
        ? ''
        : `<text transform="translate(${glyphs[index]!.x} ${glyphs[index]!.y}) rotate(${glyphs[index]!.rotation})" text-anchor="middle" dominant-baseline="central">${escapeXml(letter)}</text>`,
    )
    .join('');
  return `<g ${textAttributes(element, fontSize)}>${placed}</g>`;
}

function elementSvg(element: StudioElement, dpi: number, measure: MeasureLetters): string {
  const px = (mm: number) => (mm / 25.4) * dpi;
  const width = px(element.width);
  const height = px(element.height);
  const transform = `translate(${px(element.x)} ${px(element.y)}) rotate(${element.rotation})`;
  if (element.kind === 'image')
    return `<g transform="${transform}"><image href="${escapeXml(element.src)}" x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" preserveAspectRatio="none"/></g>`;
  const fontSize = px(element.fontSize);
  const advances = element.curve !== 0 ? measure(element.font, element.text) : null;
  if (advances)
    return `<g transform="${transform}">${curvedTextSvg(element, fontSize, advances)}</g>`;
  const x = { left: -width / 2, center: 0, right: width / 2 }[element.align];
  return `<g transform="${transform}"><text x="${x}" y="0" dominant-baseline="central" text-anchor="${ANCHOR[element.align]}" ${textAttributes(element, fontSize)}>${escapeXml(element.text)}</text></g>`;
}

export function printAreaSvg(
  area: PrintArea,
  elements: readonly StudioElement[],
  dpi: number = PRINT_DPI,
  measure: MeasureLetters = () => null,
): { svg: string; width: number; height: number } {
  const width = mmToPixels(area.widthMm, dpi);
  const height = mmToPixels(area.heightMm, dpi);
  const body = elements
    .filter((element) => element.area === area.name)
    .map((element) => elementSvg(element, dpi, measure))
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, width, height };
}
