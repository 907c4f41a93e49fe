import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { artworkSvg, GARMENTS, mockupSvg, type DesignName } from '../../src/mockups';
import type { ProductKind } from './catalogue';

/**
 * The demo store's pictures, drawn at seed time: no network, no binary files in the
 * repository. Products are mockups from the same generator as the studio's orders
 * (server/mockups): the design printed on the garment in each colour. Banners carry no
 * words (every place that shows one sets its own heading over it).
 */
export interface DemoPicture {
  kind: ProductKind;
  colourHex: string;
  design: DesignName;
  ink: string;
}

export const productSvg = ({ kind, colourHex, design, ink }: DemoPicture): string =>
  mockupSvg(kind, colourHex, { svg: artworkSvg(design, ink) });

const BANNER = { width: 1920, height: 768 } as const;
/** Where a banner's products stand: the right half, the heading's side left clear. */
// Collection pages show a banner's middle band (about a fifth of its height above and
// below is cropped), so the products stand inside it; a phone shows its middle third
// (x 700-1220) behind the hero's words, so they stand right of that.
const BANNER_SLOTS = [
  { left: 1190, top: 180, size: 400 },
  { left: 1500, top: 168, size: 420 },
] as const;

/**
 * A banner: a gradient with a soft light, and up to two of the collection's products
 * standing on its right half, cut out (no backdrop), with their shadows.
 */
export const bannerPng = (
  from: string,
  to: string,
  pictures: readonly DemoPicture[],
): Promise<Buffer> =>
  cachedPng(JSON.stringify({ from, to, pictures, slots: BANNER_SLOTS }), () =>
    drawBanner(from, to, pictures),
  );

async function drawBanner(
  from: string,
  to: string,
  pictures: readonly DemoPicture[],
): Promise<Buffer> {
  const ground = `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER.width}" height="${BANNER.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="72%" cy="50%" r="45%"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="blur"><feGaussianBlur stdDeviation="22"/></filter></defs>
<rect width="${BANNER.width}" height="${BANNER.height}" fill="url(#g)"/>
<rect width="${BANNER.width}" height="${BANNER.height}" fill="url(#glow)"/>
${BANNER_SLOTS.slice(0, pictures.length)
  .map(
    (slot) =>
      `<ellipse cx="${slot.left + slot.size / 2}" cy="${slot.top + slot.size * 0.93}" rx="${slot.size * 0.32}" ry="18" fill="#000" opacity="0.3" filter="url(#blur)"/>`,
  )
  .join('')}
</svg>`;
  const cutOuts = await Promise.all(
    pictures.slice(0, BANNER_SLOTS.length).map(async (picture, index) => {
      const slot = BANNER_SLOTS[index]!;
      const svg = mockupSvg(
        picture.kind,
        picture.colourHex,
        { svg: artworkSvg(picture.design, picture.ink) },
        { backdrop: false },
      );
      const png = await svgToPng(svg);
      return {
        input: await sharp(png).resize(slot.size, slot.size).png().toBuffer(),
        left: slot.left,
        top: slot.top,
      };
    }),
  );
  return sharp(await svgToPng(ground))
    .composite(cutOuts)
    .png()
    .toBuffer();
}

/**
 * The homepage's lifestyle picture (its fixture's `lifestyle/rack-of-tees.jpg`): a rail
 * of t-shirts on hangers in the shop's colours (six fit the rail) against a warm wall,
 * the same t-shirt as the product pictures.
 */
export function rackOfTeesSvg(colourHexes: readonly string[]): string {
  const shirt = GARMENTS['t-shirt'];
  const shirts = colourHexes
    .map((hex, index) => {
      const x = 50 + index * 284;
      return `<g transform="translate(${x} 165) scale(0.5)">
<path d="M400 40 Q400 0 430 10 M400 40 L250 120 M400 40 L550 120" stroke="#5b5147" stroke-width="10" fill="none"/>
<path d="${shirt.body}" fill="${hex}"/>
<path d="${shirt.body}" fill="url(#light)"/>
<path d="${shirt.body}" fill="none" stroke="#00000033" stroke-width="4"/>
</g>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="640" viewBox="0 0 1920 640">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe6d8"/><stop offset="1" stop-color="#d9cbb5"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient></defs>
<rect width="1920" height="640" fill="url(#wall)"/>
<rect y="520" width="1920" height="120" fill="#b89f7e"/>
<rect x="90" y="176" width="1740" height="12" rx="6" fill="#5b5147"/>
<rect x="110" y="176" width="12" height="344" fill="#5b5147"/><rect x="1798" y="176" width="12" height="344" fill="#5b5147"/>
${shirts}
</svg>`;
}

/**
 * The seed's pictures are kept in a cache folder shared by every process on the machine,
 * keyed by a hash of what they are drawn from: the mockups' filters take a few hundred
 * milliseconds each, and every test server seeds a fresh demo store.
 */
const CACHE_DIR = join(tmpdir(), 'omnis-seed-pictures');

async function cachedPng(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(CACHE_DIR, `${createHash('sha256').update(key).digest('hex')}.png`);
  try {
    return readFileSync(file);
  } catch {
    const png = await draw();
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      // Written aside and renamed, so a process reading at the same time sees all or nothing.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, png);
      renameSync(partial, file);
    } catch {
      // A cache that cannot be written only costs time.
    }
    return png;
  }
}

export const svgToPng = (svg: string): Promise<Buffer> =>
  cachedPng(svg, () => sharp(Buffer.from(svg)).png().toBuffer());
