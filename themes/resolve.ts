import { baseTheme, type ThemeKey } from './base';
import { ThemeReferenceCycleError, UnknownThemeKeyError } from './errors';
import { referencedKeys, replaceReferences } from './reference';
import type { CompleteThemeValues, ThemeDefinition } from './types';

const isThemeKey = (key: string): key is ThemeKey => Object.hasOwn(baseTheme, key);

/**
 * Every key's value after inheritance: base values first, then each theme of the
 * lineage (root first) overriding the keys it sets. Keys keep the base theme's order,
 * so the CSS output is stable.
 */
export function mergeLineage(lineage: readonly ThemeDefinition[]): CompleteThemeValues {
  const merged: CompleteThemeValues = { ...baseTheme };
  for (const definition of lineage) {
    for (const [key, value] of Object.entries(definition.values)) {
      if (value !== undefined && isThemeKey(key)) merged[key] = value;
    }
  }
  return merged;
}

/**
 * The same values with every `{key}` reference replaced, following chains of
 * references. A reference to a key the theme does not have throws
 * UnknownThemeKeyError; keys that refer to each other in a loop throw
 * ThemeReferenceCycleError.
 */
export function substituteReferences(declared: CompleteThemeValues): CompleteThemeValues {
  const done = new Map<ThemeKey, string>();

  const valueOf = (key: ThemeKey, path: readonly ThemeKey[]): string => {
    const known = done.get(key);
    if (known !== undefined) return known;
    if (path.includes(key)) throw new ThemeReferenceCycleError([...path, key]);
    const value = replaceReferences(declared[key], (target) => {
      if (!isThemeKey(target)) throw new UnknownThemeKeyError(target, key);
      return valueOf(target, [...path, key]);
    });
    done.set(key, value);
    return value;
  };

  const values = { ...declared };
  for (const key of Object.keys(declared) as ThemeKey[]) values[key] = valueOf(key, []);
  return values;
}

/** Keys whose declared value refers, directly or through other keys, to `seed`. */
export function keysFollowing(declared: CompleteThemeValues, seed: ThemeKey): ThemeKey[] {
  const follows = (key: ThemeKey, path: readonly ThemeKey[]): boolean =>
    referencedKeys(declared[key]).some(
      (target) =>
        target === seed ||
        (isThemeKey(target) && !path.includes(target) && follows(target, [...path, target])),
    );
  return (Object.keys(declared) as ThemeKey[]).filter((key) => follows(key, [key]));
}
