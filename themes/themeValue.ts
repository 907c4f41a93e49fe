import { parseHexColor } from '../src/color';
import type { ThemeKey } from './base';
import { findFont } from './fontCatalogue';

/** The control a theme key is edited with, and so the values it accepts. */
export type ThemeValueKind = 'colour' | 'font' | 'radius' | 'shadow' | 'text';

export const THEME_COLOUR_MESSAGE = 'Use a hex colour such as #1a2b3c or #1a2b3c80';
export const THEME_FONT_MESSAGE = 'Choose a font from the font catalogue';
export const THEME_RADIUS_MESSAGE = 'Use a length such as 4px, 0px or 999px';

/** Classified by the key's last segment: the value alone cannot tell `none` from a colour. */
export function themeValueKind(key: ThemeKey | string): ThemeValueKind {
  const last = key.slice(key.lastIndexOf('.') + 1);
  if (/font$/i.test(last)) return 'font';
  if (/radius$/i.test(last)) return 'radius';
  if (/shadow$/i.test(last) || key === 'shadow.default') return 'shadow';
  if (/(color|background|contrast|muted|success|warning|info)$/i.test(last)) return 'colour';
  return 'text';
}

const RADIUS = /^\d{1,4}(\.\d+)?(px|rem|em|%)$/;

/**
 * Why a seller's value for `key` cannot be saved, or null. Colours are hex (3, 4, 6 or 8
 * digits, as the spec's colour rule says) or `transparent`; fonts come from the catalogue
 * (the storefront self-hosts only those); radii are one plain length.
 */
export function themeValueProblem(key: ThemeKey | string, value: string): string | null {
  switch (themeValueKind(key)) {
    case 'colour':
      return value === 'transparent' || (value.startsWith('#') && parseHexColor(value).ok)
        ? null
        : THEME_COLOUR_MESSAGE;
    case 'font':
      return findFont(value) ? null : THEME_FONT_MESSAGE;
    case 'radius':
      return RADIUS.test(value) ? null : THEME_RADIUS_MESSAGE;
    default:
      return null;
  }
}
