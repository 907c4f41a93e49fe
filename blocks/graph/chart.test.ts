import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, LABEL_BAND, barGeometry, linePath, niceMax } from './chart';

describe('chart geometry', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(42)).toBe(50);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(0)).toBe(1);
  });

  it('scales bars to the axis and spreads them in equal slots', () => {
    const bars = barGeometry(
      [
        { label: 'a', value: 5 },
        { label: 'b', value: 10 },
      ],
      200,
      124,
    );
    const plot = 124 - LABEL_BAND;
    expect(bars).toStrictEqual([
      { x: 12.5, y: plot / 2, width: 75, height: plot / 2, labelX: 50 },
      { x: 112.5, y: 0, width: 75, height: plot, labelX: 150 },
    ]);
  });

  it('draws negative values as empty bars', () => {
    expect(barGeometry([{ label: 'a', value: -3 }])[0]?.height).toBe(0);
    expect(barGeometry([{ label: 'a', value: -3 }])[0]?.y).toBe(CHART_HEIGHT - LABEL_BAND);
  });

  it('draws a line through the tops', () => {
    expect(
      linePath(
        [
          { label: 'a', value: 0 },
          { label: 'b', value: 10 },
        ],
        200,
        124,
      ),
    ).toBe('M50 100 L150 0');
  });
});
