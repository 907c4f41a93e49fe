/**
 * A shaded garment drawn as SVG (the mockup's base): body and sleeves in the garment
 * colour, with soft fold shadows and a highlight so it reads as fabric rather than a flat
 * icon. `shadingOnly` gives the folds alone, for laying over the print.
 */
export const MOCKUP_SIZE = 800;
/** Where the front print goes on the mockup (pixels). */
export const PRINT_BOX = { left: 270, top: 230, width: 260, height: 320 } as const;

export function garmentTemplateSvg(colour: string, shadingOnly = false): string {
  const body =
    'M260 120 L330 95 Q400 140 470 95 L540 120 L690 220 L640 330 L575 290 L575 700 Q400 720 225 700 L225 290 L160 330 L110 220 Z';
  const shading = `
    <path d="${body}" fill="url(#light)"/>
    <path d="M300 300 Q320 500 290 690" stroke="#000" stroke-opacity="0.12" stroke-width="18" fill="none" filter="url(#blur)"/>
    <path d="M500 320 Q470 520 515 690" stroke="#000" stroke-opacity="0.10" stroke-width="22" fill="none" filter="url(#blur)"/>
    <path d="M330 95 Q400 140 470 95" stroke="#000" stroke-opacity="0.25" stroke-width="10" fill="none"/>`;
  const defs = `<defs>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
      <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.22"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="10"/></filter>
  </defs>`;
  const base = shadingOnly
    ? `<rect width="${MOCKUP_SIZE}" height="${MOCKUP_SIZE}" fill="#fff"/><g opacity="0.6">${shading}</g>`
    : `<rect width="${MOCKUP_SIZE}" height="${MOCKUP_SIZE}" fill="#f3f3f1"/><path d="${body}" fill="${colour}"/>${shading}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_SIZE}" height="${MOCKUP_SIZE}">${defs}${base}</svg>`;
}
