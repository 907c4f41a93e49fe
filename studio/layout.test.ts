import { describe, expect, it } from 'vitest';
import { fitPrint, garmentBounds, GARMENTS, type GarmentKind } from '../src/mockups';
import { findBaseProduct } from '../src/designs';
import { areaRect, CANVAS_HEIGHT, CANVAS_WIDTH, garmentPlacement } from './layout';

describe('studio layout', () => {
  it('draws a garment front where the mockup prints it: the area fitted in the picture’s print box', () => {
    const hoodie = findBaseProduct('hoodie')!;
    const front = hoodie.areas[0]!;
    const rect = areaRect(hoodie, front);
    const picture = garmentPlacement(hoodie, front)!;
    const zoom = picture.size / 800;
    const fitted = fitPrint(GARMENTS.hoodie.print, front.widthMm, front.heightMm);
    expect(rect.x).toBeCloseTo(picture.x + fitted.x * zoom);
    expect(rect.y).toBeCloseTo(picture.y + fitted.y * zoom);
    expect(rect.width / rect.height).toBeCloseTo(280 / 230);
    // Centred across, on the garment's chest, and large enough to work in.
    expect(rect.x + rect.width / 2).toBeCloseTo(CANVAS_WIDTH / 2);
    expect(rect.y).toBeGreaterThan(picture.y + 0.25 * picture.size);
    expect(rect.y + rect.height).toBeLessThan(CANVAS_HEIGHT);
    // One scale: millimetres of the print to pixels on the canvas.
    expect(rect.scale).toBeCloseTo(rect.width / 280);
  });

  it('fits the whole garment on the canvas, collar to hem, for every fabric kind', () => {
    for (const kind of ['t-shirt', 'hoodie', 'sweater', 'tote-bag'] as GarmentKind[]) {
      const product = findBaseProduct(kind)!;
      const picture = garmentPlacement(product, product.areas[0]!)!;
      const zoom = picture.size / 800;
      const bounds = garmentBounds(kind)!;
      const top = picture.y + bounds.y * zoom;
      const bottom = picture.y + (bounds.y + bounds.height) * zoom;
      const left = picture.x + bounds.x * zoom;
      const right = picture.x + (bounds.x + bounds.width) * zoom;
      expect(top).toBeGreaterThanOrEqual(-0.01);
      expect(bottom).toBeLessThanOrEqual(CANVAS_HEIGHT + 0.01);
      expect(left).toBeGreaterThanOrEqual(-0.01);
      expect(right).toBeLessThanOrEqual(CANVAS_WIDTH + 0.01);
      // Fitted, not shrunk: the garment touches two opposite edges.
      expect(Math.max(right - left - CANVAS_WIDTH, bottom - top - CANVAS_HEIGHT)).toBeCloseTo(0);
    }
  });

  it('draws sleeves, prints and stickers as a swatch, to one scale across the product', () => {
    const tee = findBaseProduct('t-shirt')!;
    const sleeve = tee.areas.find((area) => area.name === 'left')!;
    expect(garmentPlacement(tee, sleeve)).toBeNull();
    expect(areaRect(tee, sleeve).scale).toBeCloseTo((CANVAS_WIDTH * 0.9) / 560);
    const sticker = findBaseProduct('sticker')!;
    expect(garmentPlacement(sticker, sticker.areas[0]!)).toBeNull();
  });
});
