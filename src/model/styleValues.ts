import { z } from 'zod';
import { TEXT_SHADOWS } from './textShadow';
import { integer } from './numeric';

/**
 * A colour a seller sets on a block. Empty means "use the theme's colour". Hex colours
 * take 3, 4, 6 or 8 digits; rgb()/hsl() and CSS colour keywords
 * are accepted too. Nothing else is, so a colour can never smuggle other CSS into an
 * inline style (`red; background: url(...)`).
 */
export const COLOUR_MESSAGE = 'Invalid colour';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[-\d.%]+(?:deg)?(?:\s*[,\s/]\s*[-\d.%]+){2,3}\s*\)$/i;
const KEYWORD = /^[a-z]{3,30}$/i;

export function isColour(value: string): boolean {
  return value === '' || HEX.test(value) || FUNCTIONAL.test(value) || KEYWORD.test(value);
}

export const colourSchema = z.string().trim().refine(isColour, COLOUR_MESSAGE);

/** A colour property: '' (the theme's) unless the seller picked one. */
export const colourProperty = (fallback = '') => colourSchema.default(fallback);

/**
 * A font family name a seller picks for a block ('' = the theme's font). Letters, digits,
 * spaces and dashes only, so it is safe inside a quoted CSS family.
 */
export const FONT_MESSAGE = 'Invalid font name';
export const fontNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]*$/, FONT_MESSAGE);

/** Text shadows none, light, medium, heavy (banner, announcement, menu tiles). */
export { TEXT_SHADOWS, textShadowCss, type TextShadow } from './textShadow';
export const textShadowSchema = z.enum(TEXT_SHADOWS);

/**
 * A length in pixels: saved pages hold `8`, `"8"` or `"8px"` (the spec writes
 * "minHeight (default 400px)"), all read as 8.
 */
export const pixels = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/px$/i, '') : value),
  integer,
);
