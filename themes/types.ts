import type { ThemeKey, ThemeValues } from './base';

/**
 * One theme as written: a name, the theme it inherits from, and only the keys it
 * changes. A value may be a literal (`#1f2328`, `12px`, `Lato`) or a reference to
 * another key (`{primary.color}`, see reference.ts), so a child that changes the
 * referenced key changes everything that follows it.
 */
export interface ThemeDefinition {
  readonly name: string;
  /** The theme this one inherits from; only the root theme has none. */
  readonly parent?: string;
  /** Kept for stores that already use it: still resolvable and rendered, not offered to new stores. */
  readonly deprecated?: boolean;
  readonly values: ThemeValues;
}

/** Every key with a value: what a theme looks like after inheritance. */
export type CompleteThemeValues = Record<ThemeKey, string>;

/** A theme ready to render. */
export interface ResolvedTheme {
  readonly name: string;
  readonly deprecated: boolean;
  /** Theme names from the root down to this theme. */
  readonly lineage: readonly string[];
  /** Every key after inheritance, references still in place (what a theme editor shows). */
  readonly declared: Readonly<CompleteThemeValues>;
  /** Every key with references replaced by the values they point at. */
  readonly values: Readonly<CompleteThemeValues>;
  /** Font families the theme uses, each once, in key order. */
  readonly fonts: readonly string[];
}
