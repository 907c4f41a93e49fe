/**
 * Chart geometry for the graph block: data points to SVG bars and a line, in a fixed
 * viewBox (the SVG scales to its cell). Pure, so the drawing is tested without a DOM.
 */
export interface DataPoint {
  label: string;
  value: number;
}

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 300;
/** Room below the plot for the labels. */
export const LABEL_BAND = 24;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= max) ?? 10;
  return step * power;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  labelX: number;
}

/** Bars filling the plot's width in equal slots, a quarter of each slot as gap. Negative values count as 0. */
export function barGeometry(
  points: readonly DataPoint[],
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
): Bar[] {
  const plot = height - LABEL_BAND;
  const top = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const slot = points.length > 0 ? width / points.length : width;
  return points.map((point, index) => {
    const barHeight = (Math.max(0, point.value) / top) * plot;
    return {
      x: index * slot + slot * 0.125,
      y: plot - barHeight,
      width: slot * 0.75,
      height: barHeight,
      labelX: index * slot + slot / 2,
    };
  });
}

/** An SVG path through the centre-top of each slot. */
export function linePath(
  points: readonly DataPoint[],
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
): string {
  return barGeometry(points, width, height)
    .map((bar, index) => `${index === 0 ? 'M' : 'L'}${round(bar.labelX)} ${round(bar.y)}`)
    .join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;
