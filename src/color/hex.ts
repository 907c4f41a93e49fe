import { fail, ok, type Result } from '../model';
import { clampAlpha, toRgbaString, type Rgba } from './rgba';

/** An invalid hex string is an error, never a silent black. */
export class InvalidHexColorError extends Error {
  override name = 'InvalidHexColorError';
  constructor(readonly input: string) {
    super(`Invalid hex colour: ${input}`);
  }
}

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Reads a hex colour of 3, 4, 6 or 8 digits, with or without `#`: `#0a8`, `#0a8c`,
 * `#00aa88`, `#00aa88cc`. The 4th or 7th-8th digits are alpha.
 */
export function parseHexColor(input: string): Result<Rgba, InvalidHexColorError> {
  const digits = HEX.exec(input.trim())?.[1];
  if (digits === undefined) return fail(new InvalidHexColorError(input));
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return ok({
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  });
}

/** `#rrggbb` for an opaque colour, `#rrggbbaa` otherwise (alpha clamped to 0..1). */
export function toHex(color: Rgba): string {
  const byte = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  const alpha = clampAlpha(color.a);
  return `#${byte(color.r)}${byte(color.g)}${byte(color.b)}${alpha < 1 ? byte(alpha * 255) : ''}`;
}

/**
 * A hex colour as CSS `rgba()`, optionally with its alpha replaced (clamped to 0..1):
 * a banner overlay `#000` at opacity 0.15 is `rgba(0, 0, 0, 0.15)`.
 */
export function hexToRgba(hex: string, alpha?: number): Result<string, InvalidHexColorError> {
  const parsed = parseHexColor(hex);
  if (!parsed.ok) return parsed;
  const color = alpha === undefined ? parsed.value : { ...parsed.value, a: clampAlpha(alpha) };
  return ok(toRgbaString(color));
}
