import {
  contrastRatio,
  hasLowContrast,
  MIN_CONTRAST,
  parseHexColor,
  toHex,
  withAlpha,
} from '../../../src/color';

export type ColourReading =
  { kind: 'empty' } | { kind: 'colour'; value: string } | { kind: 'invalid'; message: string };

/**
 * What the hex box's text means. Blank: the theme's colour (stored as ''). 3, 4, 6 or 8
 * hex digits, with or without `#`: that colour, stored with its `#` and as typed (so
 * `#0a8` stays short). Anything else: src/color's error, `Invalid hex colour: …`.
 */
export function readHexText(text: string): ColourReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const parsed = parseHexColor(trimmed);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.error.message };
  return {
    kind: 'colour',
    value: (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toLowerCase(),
  };
}

/** The stored colour as the picker's hex, or null when it is not a hex colour ('' or `red`). */
export function pickerHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = parseHexColor(value);
  return parsed.ok ? toHex(parsed.value) : null;
}

/** Opacity 0 to 100 (%) of a hex colour; null when it is not one. */
export function alphaPercent(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const parsed = parseHexColor(value);
  return parsed.ok ? Math.round(parsed.value.a * 100) : null;
}

/** The same colour at another opacity (0 to 100, clamped); null when it is not a hex colour. */
export function withAlphaPercent(value: unknown, percent: number): string | null {
  if (typeof value !== 'string') return null;
  const parsed = parseHexColor(value);
  return parsed.ok ? toHex(withAlpha(parsed.value, percent / 100)) : null;
}

const COLOUR_SUFFIX = /Colou?r$/;

/**
 * The sibling property holding the background a text colour is read against, by the
 * blocks' naming habits: `titleColor` -> `titleBackground`, `tagTextColor` ->
 * `tagBackgroundColor`, `textColor` -> `backgroundColour`, `iconColor` -> `backgroundColor`.
 * Background colours themselves have no partner. Undefined when none is among `keys`.
 */
export function contrastBackgroundKey(name: string, keys: readonly string[]): string | undefined {
  if (!COLOUR_SUFFIX.test(name) || /^background|Background/.test(name)) return undefined;
  const stem = name.replace(COLOUR_SUFFIX, '');
  const textless = stem.replace(/Text$/, '');
  const candidates = [
    `${stem}Background`,
    `${stem}BackgroundColor`,
    `${stem}BackgroundColour`,
    `${textless}BackgroundColor`,
    `${textless}BackgroundColour`,
    'backgroundColor',
    'backgroundColour',
  ];
  return candidates.find((key) => key !== name && keys.includes(key));
}

/**
 * The low-contrast warning for a text colour over its background, after WCAG AA
 * (4.5:1). Null when either colour is the theme's ('') or not hex: the editor cannot
 * know what the shopper will see, so it does not guess.
 */
export function lowContrastWarning(foreground: unknown, background: unknown): string | null {
  if (typeof foreground !== 'string' || typeof background !== 'string') return null;
  const text = parseHexColor(foreground);
  const backdrop = parseHexColor(background);
  if (!text.ok || !backdrop.ok || !hasLowContrast(text.value, backdrop.value)) return null;
  const ratio = contrastRatio(text.value, backdrop.value).toFixed(2);
  return `Low contrast (${ratio}:1) with the background: aim for at least ${MIN_CONTRAST.text}:1 so everyone can read it.`;
}
