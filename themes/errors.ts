/**
 * Failures of the theme engine. Each is a programming or data error (a preset or a
 * stored theme name that does not fit), so they carry the offending names for logs.
 */

export class UnknownThemeError extends Error {
  override name = 'UnknownThemeError';
  constructor(readonly themeName: string) {
    super(`Theme ${themeName} doesn't exist`);
  }
}

export class ThemeCycleError extends Error {
  override name = 'ThemeCycleError';
  /** `path` ends with the theme that was met twice: ['a', 'b', 'a']. */
  constructor(readonly path: readonly string[]) {
    super(`Theme inheritance cycle: ${path.join(' -> ')}`);
  }
}

export class DuplicateThemeError extends Error {
  override name = 'DuplicateThemeError';
  constructor(readonly themeName: string) {
    super(`Theme ${themeName} is defined twice`);
  }
}

export class UnknownThemeKeyError extends Error {
  override name = 'UnknownThemeKeyError';
  constructor(
    readonly key: string,
    readonly referencedFrom: string,
  ) {
    super(`Theme key ${referencedFrom} refers to unknown key ${key}`);
  }
}

export class ThemeReferenceCycleError extends Error {
  override name = 'ThemeReferenceCycleError';
  constructor(readonly path: readonly string[]) {
    super(`Theme reference cycle: ${path.join(' -> ')}`);
  }
}

/** A value or selector that would break out of its CSS declaration. */
export class UnsafeCssError extends Error {
  override name = 'UnsafeCssError';
  constructor(
    readonly what: string,
    readonly value: string,
  ) {
    super(`Unsafe CSS in ${what}: ${JSON.stringify(value)}`);
  }
}
