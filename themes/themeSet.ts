import { DuplicateThemeError, UnknownThemeError } from './errors';
import { resolveLineage } from './lineage';
import { mergeLineage, substituteReferences } from './resolve';
import { themeFonts } from './themeFonts';
import type { ResolvedTheme, ThemeDefinition } from './types';

export interface ThemeSet {
  readonly names: readonly string[];
  has(name: string): boolean;
  /** The definition as written; throws UnknownThemeError. */
  get(name: string): ThemeDefinition;
  /** The theme after inheritance and references; throws on unknown names and cycles. */
  resolve(name: string): ResolvedTheme;
}

/**
 * A closed set of theme definitions that can inherit from one another. Resolution is
 * pure, so each theme is resolved once and the frozen result is shared.
 */
export function createThemeSet(definitions: readonly ThemeDefinition[]): ThemeSet {
  const byName = new Map<string, ThemeDefinition>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new DuplicateThemeError(definition.name);
    byName.set(definition.name, definition);
  }
  const resolved = new Map<string, ResolvedTheme>();

  const get = (name: string): ThemeDefinition => {
    const definition = byName.get(name);
    if (!definition) throw new UnknownThemeError(name);
    return definition;
  };

  const resolve = (name: string): ResolvedTheme => {
    const known = resolved.get(name);
    if (known) return known;
    const lineage = resolveLineage(name, (n) => byName.get(n));
    const declared = mergeLineage(lineage);
    const values = substituteReferences(declared);
    const theme: ResolvedTheme = Object.freeze({
      name,
      deprecated: get(name).deprecated === true,
      lineage: Object.freeze(lineage.map((definition) => definition.name)),
      declared: Object.freeze(declared),
      values: Object.freeze(values),
      fonts: Object.freeze(themeFonts(values)),
    });
    resolved.set(name, theme);
    return theme;
  };

  return { names: [...byName.keys()], has: (name) => byName.has(name), get, resolve };
}
