import { ThemeCycleError, UnknownThemeError } from './errors';
import type { ThemeDefinition } from './types';

export type ThemeLookup = (name: string) => ThemeDefinition | undefined;

/**
 * The chain of definitions a theme inherits through, root first and the theme itself
 * last. A missing theme or parent throws UnknownThemeError; a chain that comes back
 * to a theme already on it throws ThemeCycleError (it would never reach a root).
 */
export function resolveLineage(name: string, lookup: ThemeLookup): ThemeDefinition[] {
  const chain: ThemeDefinition[] = [];
  const seen: string[] = [];
  let next: string | undefined = name;
  while (next !== undefined) {
    if (seen.includes(next)) throw new ThemeCycleError([...seen, next]);
    const definition = lookup(next);
    if (!definition) throw new UnknownThemeError(next);
    seen.push(next);
    chain.push(definition);
    next = definition.parent;
  }
  return chain.reverse();
}
