import type { ThemeKey } from './base';

/**
 * A theme value may point at another key with `{group.key}` (the alias syntax of
 * design-token files), alone or inside a longer value: `{primary.color}`,
 * `0 0 0 2px {primary.color}`. References let a child theme change one seed key
 * (the primary colour) and have every key that follows it change too.
 */
const REFERENCE = /\{([A-Za-z0-9.]+)\}/g;

/** `ref('primary.color')` -> `{primary.color}`; typed so a misspelt key fails to compile. */
export function ref(key: ThemeKey): string {
  return `{${key}}`;
}

/** The keys a value refers to, in order of appearance. */
export function referencedKeys(value: string): string[] {
  return [...value.matchAll(REFERENCE)].map((match) => match[1] ?? '');
}

/** The value with each reference replaced by `replace(key)`. */
export function replaceReferences(value: string, replace: (key: string) => string): string {
  return value.replace(REFERENCE, (_whole, key: string) => replace(key));
}
