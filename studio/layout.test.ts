import { describe, expect, it } from 'vitest';
import { findBaseProduct } from '../src/studio';
import { areaRect, CANVAS_WIDTH } from './layout';

describe('areaRect', () => {
  it('draws print areas to the garment’s scale, centred', () => {
    const hoodie = findBaseProduct('hoodie')!;
    const front = areaRect(hoodie, hoodie.areas[0]!);
    const back = areaRect(hoodie, hoodie.areas[1]!);
    expect(front.scale).toBeCloseTo((CANVAS_WIDTH * 0.9) / 640);
    expect(front.width / back.width).toBeCloseTo(280 / 300);
    expect(front.x + front.width / 2).toBeCloseTo(CANVAS_WIDTH / 2);
  });
});
