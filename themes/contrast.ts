/**
 * WCAG 2.x contrast between two opaque hex colours, for checking presets: body text
 * needs 4.5:1 (AA). Kept local and small; theme colours are always hex.
 */

/** WCAG AA minimum for body text. */
export const AA_BODY_TEXT = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#1f2328` or `#fff` -> [31, 35, 40]; anything else throws, so a typo cannot pass a check. */
export function parseHexColor(hex: string): [number, number, number] {
  const match = HEX.exec(hex);
  if (!match?.[1]) throw new Error(`Not an opaque hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio, 1 (none) to 21 (black on white); the order of the colours does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
