import { baseTheme, cssVarName, type ThemeKey, type ThemeValues } from './base';
import { UnknownThemeKeyError, UnsafeCssError } from './errors';
import { fontStack } from './fonts';
import { replaceReferences } from './reference';
import { isFontKey } from './themeFonts';

/** Keys that configure behaviour rather than style: no CSS property is written for them. */
const nonCssKeys: readonly ThemeKey[] = ['video.defaultId'];

/**
 * Characters that could end a declaration or rule, open a comment or close the
 * surrounding <style> element. Theme values reach the page's head, so a value that
 * could inject CSS or HTML is refused, never escaped into something else.
 */
const UNSAFE = /[;{}<>\\\r\n]|\/\*/;
/** A family is written inside double quotes, so it may not contain one. */
const UNSAFE_FONT = /["']/;

function checked(what: string, value: string, unsafe: RegExp): string {
  if (unsafe.test(value)) throw new UnsafeCssError(what, value);
  return value;
}

function cssValue(key: ThemeKey, value: string): string {
  const referenced = replaceReferences(value, (target) => {
    if (!Object.hasOwn(baseTheme, target)) throw new UnknownThemeKeyError(target, key);
    return `var(${cssVarName(target)})`;
  });
  checked(key, referenced, UNSAFE);
  if (referenced !== value || !isFontKey(key)) return referenced;
  return fontStack(checked(key, value, UNSAFE_FONT));
}

/**
 * One CSS custom property per key that `values` sets, in base key order:
 * `--button-background` -> `#00a84f`. References become `var(...)` of the key they name,
 * and a font family becomes a quoted stack with its generic fallback. The theme editor's
 * live preview sends these to the storefront, which sets them one by one.
 */
export function themeToVariables(values: ThemeValues): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const key of Object.keys(baseTheme) as ThemeKey[]) {
    const value = values[key];
    if (value !== undefined && !nonCssKeys.includes(key)) {
      variables[cssVarName(key)] = cssValue(key, value);
    }
  }
  return variables;
}

/**
 * A rule declaring one CSS custom property per key that `values` sets, in base key
 * order: `--button-background: #00a84f;` (see `themeToVariables`). Blocks read the
 * properties through `themeVar(key)`.
 */
export function themeToCss(values: ThemeValues, selector: string): string {
  checked('selector', selector, UNSAFE);
  const declarations = Object.entries(themeToVariables(values)).map(
    ([name, value]) => `  ${name}: ${value};`,
  );
  return `${selector} {\n${declarations.join('\n')}\n}`;
}
