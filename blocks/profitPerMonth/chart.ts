/**
 * The rules behind the profit chart, kept pure: which months show, and where each bar
 * goes. The chart ends at the latest month in the data (never "today"), so the server
 * and the browser draw the same chart whatever their clocks say.
 */
export interface MonthProfit {
  /** `YYYY-MM`. */
  month: string;
  /** Profit in GBP; negative for a loss. */
  profit: number;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function toIndex(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return (year ?? 0) * 12 + ((monthNumber ?? 1) - 1);
}

function fromIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `2026-03` -> `Mar 2026`. */
export function monthLabel(month: string): string {
  const index = toIndex(month);
  return `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
}

/**
 * The last `count` months up to the latest month in `points`, oldest first; months
 * without data count as 0 and repeated months add up.
 */
export function monthSeries(points: readonly MonthProfit[], count: number): MonthProfit[] {
  if (points.length === 0 || count <= 0) return [];
  const totals = new Map<number, number>();
  for (const point of points) {
    const index = toIndex(point.month);
    totals.set(index, (totals.get(index) ?? 0) + point.profit);
  }
  const last = Math.max(...totals.keys());
  return Array.from({ length: count }, (_, i) => {
    const index = last - count + 1 + i;
    return { month: fromIndex(index), profit: Math.round((totals.get(index) ?? 0) * 100) / 100 };
  });
}

export interface Bar extends MonthProfit {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  bars: Bar[];
  /** Where the zero line is, from the top. */
  zeroY: number;
  width: number;
  height: number;
}

/** Bars in a `width`×`height` box: profits rise from the zero line, losses hang below it. */
export function chartGeometry(
  series: readonly MonthProfit[],
  width: number,
  height: number,
  gap = 0.2,
): ChartGeometry {
  const top = Math.max(0, ...series.map((point) => point.profit));
  const bottom = Math.min(0, ...series.map((point) => point.profit));
  const range = top - bottom;
  const scale = range === 0 ? 0 : height / range;
  // With nothing but zeros the baseline sits at the bottom, as in any bar chart.
  const zeroY = range === 0 ? height : top * scale;
  const slot = series.length > 0 ? width / series.length : width;
  const bars = series.map((point, i) => {
    const barHeight = Math.abs(point.profit) * scale;
    return {
      ...point,
      x: i * slot + (slot * gap) / 2,
      y: point.profit >= 0 ? zeroY - barHeight : zeroY,
      width: slot * (1 - gap),
      height: barHeight,
    };
  });
  return { bars, zeroY, width, height };
}

export function totalProfit(series: readonly MonthProfit[]): number {
  return Math.round(series.reduce((sum, point) => sum + point.profit * 100, 0)) / 100;
}
