import { describe, expect, it } from 'vitest';
import { fitPrint, GARMENTS } from '../src/mockups';
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
    expect(Math.max(rect.width / 210, rect.height / 280)).toBeCloseTo(1);
    // One scale: millimetres of the print to pixels on the canvas.
    expect(rect.scale).toBeCloseTo(rect.width / 280);
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
