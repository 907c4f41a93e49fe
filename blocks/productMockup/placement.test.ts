import { describe, expect, it } from 'vitest';
import { designStyle, placeDesign } from './placement';

describe('design placement on a mockup', () => {
  it('places the design by percentages of the mockup', () => {
    expect(designStyle({ x: 30, y: 25, width: 40 })).toStrictEqual({
      left: '30%',
      top: '25%',
      width: '40%',
    });
  });

  it('keeps the design inside the mockup horizontally', () => {
    expect(placeDesign({ x: 80, y: 10, width: 40 })).toStrictEqual({ x: 60, y: 10, width: 40 });
    expect(placeDesign({ x: -10, y: -5, width: 150 })).toStrictEqual({ x: 0, y: 0, width: 100 });
  });

  it('never shrinks a design below 5% of the mockup', () => {
    expect(placeDesign({ x: 0, y: 0, width: 1 }).width).toBe(5);
  });
});
