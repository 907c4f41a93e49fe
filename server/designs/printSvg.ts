import { mmToPixels, PRINT_DPI, type PrintArea, type StudioElement } from '../../src/designs';

/**
 * One print area of a design as an SVG at print resolution (PRINT_DPI): the page is the
 * area's size in pixels, each element placed at its centre and rotated about it, in layer
 * order. sharp (librsvg) turns it into the transparent PNG; images are embedded as the
 * data URLs the design holds (SVGs were sanitised when the design was saved).
 */
const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

function elementSvg(element: StudioElement, dpi: number): string {
  const px = (mm: number) => (mm / 25.4) * dpi;
  const width = px(element.width);
  const height = px(element.height);
  const transform = `translate(${px(element.x)} ${px(element.y)}) rotate(${element.rotation})`;
  if (element.kind === 'image')
    return `<g transform="${transform}"><image href="${escapeXml(element.src)}" x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" preserveAspectRatio="none"/></g>`;
  const x = { left: -width / 2, center: 0, right: width / 2 }[element.align];
  return `<g transform="${transform}"><text x="${x}" y="0" dominant-baseline="central" text-anchor="${ANCHOR[element.align]}" font-family="${escapeXml(element.font)}, sans-serif" font-size="${px(element.fontSize)}" fill="${element.fill}">${escapeXml(element.text)}</text></g>`;
}

export function printAreaSvg(
  area: PrintArea,
  elements: readonly StudioElement[],
  dpi: number = PRINT_DPI,
): { svg: string; width: number; height: number } {
  const width = mmToPixels(area.widthMm, dpi);
  const height = mmToPixels(area.heightMm, dpi);
  const body = elements
    .filter((element) => element.area === area.name)
    .map((element) => elementSvg(element, dpi))
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, width, height };
}
