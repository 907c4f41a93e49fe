import type { ThemeKey } from './base';

/** `button.secondary.background` -> `--button-secondary-background`. */
export function cssVarName(key: string): string {
  return `--${key
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
    .join('-')}`;
}

/**
 * A theme key's CSS variable with no fallback, for components that run in the shopper's
 * browser: every page that shows blocks declares every key (the storefront's theme CSS on
 * :root, the editor canvas's on .ed-canvas), and leaving the base values out keeps the
 * base theme out of the browser's block code. Stylesheets use `themeVar` (base.ts).
 */
export function themeVarRef(key: ThemeKey): string {
  return `var(${cssVarName(key)})`;
}
