import { baseTheme, type ThemeKey } from './base';

/** Keys whose value is a font family: `text.font`, `banner.titleFont`. */
export const fontKeys: readonly ThemeKey[] = (Object.keys(baseTheme) as ThemeKey[]).filter((key) =>
  /(^|\.)font$|Font$/.test(key),
);

export const isFontKey = (key: string): boolean => (fontKeys as readonly string[]).includes(key);

/** The font families a theme's values use, each once, in key order: what a page must load. */
export function themeFonts(values: Readonly<Record<ThemeKey, string>>): string[] {
  return [...new Set(fontKeys.map((key) => values[key]))];
}
