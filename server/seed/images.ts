import sharp from 'sharp';
import type { ProductKind } from './catalogue';

/**
 * Product and banner pictures drawn at seed time (SVG rendered to PNG by sharp): no
 * network, no binary files in the repository. A simple silhouette per kind of product
 * in the product's colour, with the design's initial and name printed on it.
 */
const SHAPES: Record<ProductKind, string> = {
  't-shirt':
    'M230 120 L330 90 Q400 130 470 90 L570 120 L660 230 L580 280 L560 250 L560 700 L240 700 L240 250 L220 280 L140 230 Z',
  hoodie:
    'M240 140 Q400 40 560 140 L660 250 L600 300 L580 270 L580 700 L220 700 L220 270 L200 300 L140 250 Z',
  sweater:
    'M240 130 Q400 160 560 130 L670 300 L610 330 L580 290 L580 700 L220 700 L220 290 L190 330 L130 300 Z',
  'tote-bag':
    'M230 260 L570 260 L600 720 L200 720 Z M300 260 Q300 120 400 120 Q500 120 500 260 L470 260 Q470 150 400 150 Q330 150 330 260 Z',
  'art-print': 'M190 110 L610 110 L610 690 L190 690 Z',
  sticker: 'M400 140 A260 260 0 1 1 399 140 Z',
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Dark garments get light ink for the design's name, so it stays readable. */
function isDark(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

export function productSvg(
  kind: ProductKind,
  colourHex: string,
  design: string,
  ink: string,
): string {
  const text = isDark(colourHex) ? '#ffffff' : '#1f2328';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="#f3f1ec"/>
<path d="${SHAPES[kind]}" fill="${colourHex}" stroke="#00000033" stroke-width="4" fill-rule="evenodd"/>
<circle cx="400" cy="${kind === 'tote-bag' ? 470 : 410}" r="95" fill="${ink}"/>
<text x="400" y="${kind === 'tote-bag' ? 500 : 440}" font-family="sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(design.charAt(0))}</text>
<text x="400" y="${kind === 'tote-bag' ? 620 : 580}" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${text}">${escapeXml(design.toUpperCase())}</text>
</svg>`;
}

/**
 * A collection banner: a gradient with two soft circles and no words. Every place that
 * shows a banner (the hero, collection pages, menu tiles) sets its own heading over it,
 * and words baked into the picture showed through those headings.
 */
export function bannerSvg(from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="768" viewBox="0 0 1920 768">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1920" height="768" fill="url(#g)"/>
<circle cx="1500" cy="380" r="260" fill="#ffffff22"/><circle cx="1650" cy="220" r="120" fill="#ffffff1a"/>
</svg>`;
}

/**
 * The homepage's lifestyle picture (its fixture's `lifestyle/rack-of-tees.jpg`): a rail
 * of t-shirts on hangers in the shop's colours (six fit the rail) against a warm wall, the same silhouette
 * as the product pictures. Drawn so the big image block shows the shop, not a gradient.
 */
export function rackOfTeesSvg(colourHexes: readonly string[]): string {
  const shirts = colourHexes
    .map((hex, index) => {
      const x = 50 + index * 284;
      return `<g transform="translate(${x} 165) scale(0.5)">
<path d="M400 40 Q400 0 430 10 M400 40 L250 110 M400 40 L550 110" stroke="#5b5147" stroke-width="10" fill="none"/>
<path d="${SHAPES['t-shirt']}" fill="${hex}" stroke="#00000033" stroke-width="4"/>
</g>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="640" viewBox="0 0 1920 640">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe6d8"/><stop offset="1" stop-color="#d9cbb5"/></linearGradient></defs>
<rect width="1920" height="640" fill="url(#wall)"/>
<rect y="520" width="1920" height="120" fill="#b89f7e"/>
<rect x="90" y="176" width="1740" height="12" rx="6" fill="#5b5147"/>
<rect x="110" y="176" width="12" height="344" fill="#5b5147"/><rect x="1798" y="176" width="12" height="344" fill="#5b5147"/>
${shirts}
</svg>`;
}

export const svgToPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();
