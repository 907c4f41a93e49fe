/**
 * The theme engine's public face. A theme is a named set of dotted keys (base.ts)
 * inheriting from a parent; presets live one per file in presets/. The runtime
 * resolves the page's theme, writes it as CSS custom properties with `themeToCss`,
 * and self-hosts its fonts with `fontStylesheets(theme.fonts)`.
 */
import { deprecatedPresets, presets, type PresetName, type ThemeName } from './presets';
import { rootTheme } from './root';
import { createThemeSet } from './themeSet';
import type { ResolvedTheme, ThemeDefinition } from './types';

export { baseTheme, cssVarName, themeVar, type ThemeKey, type ThemeValues } from './base';
export { themeToCss, themeToVariables } from './css';
export * from './errors';
export {
  findFont,
  fontCatalogue,
  fontEntrySchema,
  fontNames,
  fontStack,
  fontStylesheets,
  loadedWeights,
  type CatalogueFont,
  type FontEntry,
  type FontType,
} from './fonts';
export {
  PRESET_COUNT,
  deprecatedPresets,
  presets,
  type DeprecatedPresetName,
  type PresetName,
  type ThemeName,
} from './presets';
export { ref } from './reference';
export { ROOT_THEME_NAME } from './root';
export { fontKeys, themeFonts } from './themeFonts';
export type { CompleteThemeValues, ResolvedTheme, ThemeDefinition } from './types';

/** The theme of a page or store that names none: the platform's own look. */
export const DEFAULT_THEME_NAME: PresetName = 'teemill';

const themes = createThemeSet([rootTheme, ...presets, ...deprecatedPresets]);

/** Names a store may choose, in the spec's order (deprecated ones left out). */
export const presetNames: readonly PresetName[] = presets.map((preset) => preset.name);

/** True for every preset, deprecated ones included. */
export function isThemeName(name: string): name is ThemeName {
  return themes.has(name) && name !== rootTheme.name;
}

/** A theme as written (only the keys it changes); throws UnknownThemeError. */
export function getTheme(name: string): ThemeDefinition {
  return themes.get(name);
}

/** A theme after inheritance, every key with a concrete value; throws UnknownThemeError. */
export function resolveTheme(name: string): ResolvedTheme {
  return themes.resolve(name);
}

/**
 * The theme a page renders with. No theme means the default one; so does a name no
 * longer known (a preset removed after the page was saved): a shopper still sees a
 * styled store rather than an error page. Callers that must notice use `isThemeName`.
 */
export function resolvePageTheme(name: string | null | undefined): ResolvedTheme {
  return themes.resolve(name && isThemeName(name) ? name : DEFAULT_THEME_NAME);
}
