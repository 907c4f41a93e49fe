/** A colour with red, green and blue from 0 to 255 and alpha from 0 (clear) to 1 (opaque). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Alpha clamped to 0..1; a value that is not a number means opaque. */
export function clampAlpha(alpha: number): number {
  if (Number.isNaN(alpha)) return 1;
  return Math.min(1, Math.max(0, alpha));
}

/** The same colour with another alpha, clamped to 0..1. */
export function withAlpha(color: Rgba, alpha: number): Rgba {
  return { ...color, a: clampAlpha(alpha) };
}

/** CSS `rgba(r, g, b, a)`; alpha to three decimals, enough for 8-bit alpha. */
export function toRgbaString(color: Rgba): string {
  const alpha = Math.round(clampAlpha(color.a) * 1000) / 1000;
  return `rgba(${color.r}, ${color.g}, ${color.b}, ${alpha})`;
}
