import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkSvg, fitPrint, GARMENTS, MOCKUP_SIZE, mockupSvg } from '../../src/mockups';

/** The colour of one pixel of a rendered mockup, as #rrggbb. */
async function pixel(svg: string, x: number, y: number): Promise<string> {
  const { data } = await sharp(Buffer.from(svg))
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

describe('mockups', () => {
  it('fits a print into its area: scaled to fit, centred, top-aligned', () => {
    const box = { x: 270, y: 186, width: 260, height: 300 };
    expect(fitPrint(box, 400, 400)).toEqual({ x: 270, y: 186, width: 260, height: 260 });
    expect(fitPrint(box, 100, 300)).toEqual({ x: 350, y: 186, width: 100, height: 300 });
  });

  it('draws the garment in its colour, with the print in the print area', async () => {
    const svg = mockupSvg('hoodie', '#1d2b4f', { svg: artworkSvg('Fox', '#e4682a') });
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ width: MOCKUP_SIZE, height: MOCKUP_SIZE });
    // The sleeve is navy (shaded), the fox's face orange, the backdrop a light studio grey.
    const sleeve = await pixel(svg, 150, 500);
    expect(Number.parseInt(sleeve.slice(5, 7), 16)).toBeGreaterThan(
      Number.parseInt(sleeve.slice(1, 3), 16),
    );
    // The fox's forehead: (200, 155) in its 400-unit drawing, scaled into the print area.
    const { print } = GARMENTS.hoodie;
    const scale = Math.min(print.width, print.height) / 400;
    const face = await pixel(svg, print.x + print.width / 2, Math.round(print.y + 155 * scale));
    expect(Number.parseInt(face.slice(1, 3), 16)).toBeGreaterThan(180);
    expect(await pixel(svg, 10, 10)).toMatch(/^#[ef][0-9a-f][ef][0-9a-f][de][0-9a-f]$/);
  });

  it('embeds a rendered print file and leaves the backdrop out for cut-outs', async () => {
    const red = await sharp({
      create: { width: 100, height: 100, channels: 4, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const svg = mockupSvg(
      't-shirt',
      '#f4f4f0',
      { href: `data:image/png;base64,${red.toString('base64')}`, width: 100, height: 100 },
      { backdrop: false },
    );
    expect(svg).toContain('data:image/png;base64,');
    const { data } = await sharp(Buffer.from(svg))
      .extract({ left: 5, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const { print } = GARMENTS['t-shirt'];
    const centre = await pixel(svg, print.x + print.width / 2, print.y + print.width / 2);
    expect(Number.parseInt(centre.slice(1, 3), 16)).toBeGreaterThan(200);
    expect(Number.parseInt(centre.slice(3, 5), 16)).toBeLessThan(60);
  });

  it('cuts a sticker around its design, with a white vinyl border and no garment', async () => {
    const svg = mockupSvg('sticker', '#ffffff', { svg: artworkSvg('Bee', '#e8b92a') });
    expect(svg).not.toContain('clip-path');
    expect(svg).toContain('filter="url(#diecut)"');
  });
});
