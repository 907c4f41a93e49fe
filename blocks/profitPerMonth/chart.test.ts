import { describe, expect, it } from 'vitest';
import { chartGeometry, monthLabel, monthSeries, totalProfit } from './chart';

describe('monthSeries', () => {
  it('ends at the latest month, fills gaps with 0 and adds repeated months', () => {
    const series = monthSeries(
      [
        { month: '2025-11', profit: 120.5 },
        { month: '2026-01', profit: 80 },
        { month: '2026-01', profit: 20.25 },
      ],
      4,
    );
    expect(series).toStrictEqual([
      { month: '2025-10', profit: 0 },
      { month: '2025-11', profit: 120.5 },
      { month: '2025-12', profit: 0 },
      { month: '2026-01', profit: 100.25 },
    ]);
  });

  it('keeps only the last months asked for, and nothing without data', () => {
    const points = Array.from({ length: 14 }, (_, i) => ({
      month: `2025-${String((i % 12) + 1).padStart(2, '0')}`,
      profit: 1,
    }));
    expect(monthSeries(points, 12)).toHaveLength(12);
    expect(monthSeries([], 12)).toStrictEqual([]);
  });
});

describe('chartGeometry', () => {
  it('grows profit bars up from the zero line and loss bars down from it', () => {
    const { bars, zeroY } = chartGeometry(
      [
        { month: '2026-01', profit: 300 },
        { month: '2026-02', profit: -100 },
      ],
      200,
      100,
      0,
    );
    expect(zeroY).toBe(75);
    expect(bars.map(({ x, y, width, height }) => ({ x, y, width, height }))).toStrictEqual([
      { x: 0, y: 0, width: 100, height: 75 },
      { x: 100, y: 75, width: 100, height: 25 },
    ]);
  });

  it('draws flat bars on the baseline when every month is zero', () => {
    const { bars, zeroY } = chartGeometry([{ month: '2026-01', profit: 0 }], 10, 100);
    expect(zeroY).toBe(100);
    expect(bars[0]).toMatchObject({ y: 100, height: 0 });
  });
});

describe('labels and totals', () => {
  it('names months in English whatever the runtime locale', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('1999-12')).toBe('Dec 1999');
  });

  it('totals to the penny', () => {
    expect(
      totalProfit([
        { month: '2026-01', profit: 0.1 },
        { month: '2026-02', profit: 0.2 },
      ]),
    ).toBe(0.3);
  });
});
