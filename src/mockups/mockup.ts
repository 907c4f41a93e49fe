import { GARMENTS, type GarmentKind, type PrintBox } from './garments';

/**
 * A product picture as a photographer would shoot it: the garment in its colour on a
 * studio backdrop with a soft floor shadow, the print in its print area (fabric warps it
 * slightly and its folds show through the ink), a framed print on a wall, or a die-cut
 * sticker with its white border. One SVG string (pure, no I/O): the server renders it to
 * PNG with sharp for order mockups and the demo store's pictures, and the studio draws
 * the blank garment under the shopper's design.
 */
export type MockupPrint =
  /** An SVG fragment drawn in a 400 × 400 box (server/mockups/artwork.ts). */
  | { svg: string }
  /** A rendered print file as an image URL (a data: URL of its PNG): fitted into the area. */
  | { href: string; width: number; height: number };

export const MOCKUP_SIZE = 800;
const ART_BOX = 400;

/** Relative luminance 0..1 of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** `hex` moved towards black (negative amount) or white (positive), as #rrggbb. */
function tone(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const moved = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, moved)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Where a print of `width` × `height` lands in `box`: scaled to fit, centred, top-aligned. */
export function fitPrint(box: PrintBox, width: number, height: number): PrintBox {
  const scale = Math.min(box.width / width, box.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return { x: box.x + (box.width - fitted.width) / 2, y: box.y, ...fitted };
}

function printLayer(print: MockupPrint, box: PrintBox): string {
  if ('svg' in print) {
    const at = fitPrint(box, ART_BOX, ART_BOX);
    return `<g transform="translate(${at.x} ${at.y}) scale(${at.width / ART_BOX})">${print.svg}</g>`;
  }
  const at = fitPrint(box, print.width, print.height);
  return `<image href="${print.href}" x="${at.x}" y="${at.y}" width="${at.width}" height="${at.height}"/>`;
}

const DEFS = `<defs>
<radialGradient id="backdrop" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#e6e1d7"/></radialGradient>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe9df"/><stop offset="1" stop-color="#ddd4c5"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="shadow" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="warp" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.007 0.012" numOctaves="2" seed="7" result="noise"/><feDisplacementMap in="SourceGraphic" in2="noise" scale="10" xChannelSelector="R" yChannelSelector="G"/></filter>
<filter id="diecut" x="-15%" y="-15%" width="130%" height="135%"><feGaussianBlur in="SourceAlpha" stdDeviation="9" result="spread"/><feComponentTransfer in="spread" result="outline"><feFuncA type="linear" slope="24" intercept="-0.6"/></feComponentTransfer><feFlood flood-color="#ffffff"/><feComposite in2="outline" operator="in" result="vinyl"/><feGaussianBlur in="outline" stdDeviation="9" result="blur"/><feOffset in="blur" dy="10" result="drop"/><feFlood flood-color="#000" flood-opacity="0.28"/><feComposite in2="drop" operator="in" result="shade"/><feMerge><feMergeNode in="shade"/><feMergeNode in="vinyl"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>`;

export interface MockupOptions {
  /** The studio backdrop and floor shadow (or wall); off for cut-outs laid on a banner. */
  backdrop?: boolean;
}

/** The mockup as SVG: `kind` in `colourHex`, with `print` (or blank) in its print area. */
export function mockupSvg(
  kind: GarmentKind,
  colourHex: string,
  print: MockupPrint | null,
  { backdrop: withBackdrop = true }: MockupOptions = {},
): string {
  const garment = GARMENTS[kind];
  const dark = luminance(colourHex) < 0.22;
  const shade = dark ? tone(colourHex, 0.22) : tone(colourHex, -0.28);
  const light = dark ? tone(colourHex, 0.7) : tone(colourHex, 0.6);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_SIZE}" height="${MOCKUP_SIZE}" viewBox="0 0 ${MOCKUP_SIZE} ${MOCKUP_SIZE}">${DEFS}`;

  if (kind === 'sticker') {
    const art = print ? printLayer(print, garment.print) : '';
    const ground = withBackdrop ? '<rect width="800" height="800" fill="url(#backdrop)"/>' : '';
    return `${open}${ground}<g filter="url(#diecut)">${art}</g></svg>`;
  }

  const backdrop = !withBackdrop
    ? ''
    : kind === 'art-print'
      ? `<rect width="800" height="800" fill="url(#wall)"/><rect x="200" y="700" width="400" height="26" rx="13" fill="#000" opacity="0.16" filter="url(#shadow)"/><rect x="196" y="96" width="424" height="616" fill="#000" opacity="0.22" filter="url(#soft)"/>`
      : `<rect width="800" height="800" fill="url(#backdrop)"/><ellipse cx="400" cy="742" rx="250" ry="22" fill="#000" opacity="0.2" filter="url(#shadow)"/>`;
  const paper =
    kind === 'art-print'
      ? `<rect x="${garment.print.x}" y="${garment.print.y}" width="${garment.print.width}" height="${garment.print.height}" fill="#f3ede2"/>`
      : '';
  const ink = print
    ? `<g clip-path="url(#body)"${garment.fabric ? ' filter="url(#warp)" opacity="0.94"' : ''}>${printLayer(print, garment.print)}</g>`
    : '';
  const folds = garment.folds
    ? `<g clip-path="url(#body)"><path d="${garment.folds}" stroke="#000" stroke-opacity="${dark ? 0.35 : 0.13}" stroke-width="24" fill="none" filter="url(#soft)"/></g>`
    : '';
  return `${open}
<clipPath id="body"><path d="${garment.body}"/></clipPath>
${backdrop}
${garment.behind?.(shade) ?? ''}
<path d="${garment.body}" fill="${colourHex}"/>
${paper}
${ink}
${garment.details(shade, light)}
${folds}
<path d="${garment.body}" fill="url(#light)"/>
<path d="${garment.body}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="3"/>
</svg>`;
}
