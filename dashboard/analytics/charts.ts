/**
 * Bar geometry for the analytics screen's SVG charts: heights in chart units from the
 * values, with a rounded "nice" top so the axis reads 0, 5, 10... rather than 0, 7, 14.
 */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export interface Bar {
  label: string;
  value: number;
  /** 0..1 of the chart's extent. */
  share: number;
}

export function bars(items: ReadonlyArray<{ label: string; value: number }>): {
  bars: Bar[];
  top: number;
} {
  const top = niceMax(Math.max(0, ...items.map((item) => item.value)));
  return { top, bars: items.map((item) => ({ ...item, share: item.value / top })) };
}

/** "12.5%" of `part` in `whole`, or "–" when there is no whole to divide. */
export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${(Math.round((part / whole) * 1000) / 10).toLocaleString('en-GB')}%`;
}
