import { baseTheme, type ThemeKey, type ThemeValues } from './base';
import { themeToCss } from './css';
import { mergeLineage, substituteReferences } from './resolve';
import { themeFonts } from './themeFonts';
import type { CompleteThemeValues } from './types';
import { DEFAULT_THEME_NAME, isThemeName, resolveTheme } from './index';

/**
 * A store's theme: a preset it inherits from plus only the keys the seller changed.
 * Keeping overrides apart from the preset is what lets the editor show each key's
 * inherited value and reset a changed key back to it.
 */
export interface StoreTheme {
  readonly base: string;
  readonly overrides: ThemeValues;
}

const isThemeKey = (key: string): key is ThemeKey => Object.hasOwn(baseTheme, key);

/** The preset a store theme inherits from; an unknown name falls back to the default look. */
export function basePresetName(base: string): string {
  return isThemeName(base) ? base : DEFAULT_THEME_NAME;
}

/** What `key` would be without the seller's change: the base preset's declared value. */
export function inheritedValue(base: string, key: ThemeKey): string {
  return resolveTheme(basePresetName(base)).declared[key];
}

/**
 * Sets one key. A value equal to the inherited one removes the override instead, so
 * "changed" always means "differs from the preset".
 */
export function setThemeKey<T extends StoreTheme>(theme: T, key: ThemeKey, value: string): T {
  if (value === inheritedValue(theme.base, key)) return resetThemeKey(theme, key);
  return { ...theme, overrides: { ...theme.overrides, [key]: value } };
}

/** Drops the seller's change to `key`: it inherits from the base preset again. */
export function resetThemeKey<T extends StoreTheme>(theme: T, key: ThemeKey): T {
  if (!(key in theme.overrides)) return theme;
  const overrides: ThemeValues = { ...theme.overrides };
  delete overrides[key];
  return { ...theme, overrides };
}

/** The keys the seller changed, in the base theme's key order. */
export function changedKeys(theme: StoreTheme): ThemeKey[] {
  return (Object.keys(baseTheme) as ThemeKey[]).filter((key) => key in theme.overrides);
}

/** Overrides limited to known keys with a value (what a request may store). */
export function cleanOverrides(overrides: Record<string, string | undefined>): ThemeValues {
  const clean: Partial<Record<ThemeKey, string>> = {};
  for (const [key, value] of Object.entries(overrides)) {
    if (isThemeKey(key) && typeof value === 'string') clean[key] = value;
  }
  return clean;
}

/** Every key after the preset and the seller's overrides, references substituted. */
export function resolveStoreTheme(theme: StoreTheme): {
  declared: CompleteThemeValues;
  values: CompleteThemeValues;
  fonts: string[];
} {
  const preset = resolveTheme(basePresetName(theme.base));
  const declared = mergeLineage([
    { name: preset.name, values: preset.declared },
    { name: 'store', parent: preset.name, values: cleanOverrides(theme.overrides) },
  ]);
  const values = substituteReferences(declared);
  return { declared, values, fonts: themeFonts(values) };
}

/** The `:root` custom properties of a store theme (the storefront head and the live preview). */
export function storeThemeCss(theme: StoreTheme, selector = ':root'): string {
  return themeToCss(resolveStoreTheme(theme).values, selector);
}
