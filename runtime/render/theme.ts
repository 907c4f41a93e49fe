import { fontStylesheets, resolvePageTheme, themeToCss } from '../../themes';
import { fontLoadBatch, type FontRequest } from '../../themes/fontBatch';
import { cleanOverrides, resolveStoreTheme } from '../../themes/storeTheme';

/** Where the server serves a self-hosted font stylesheet: `@fontsource/lato/700.css` -> `/fonts/lato/700.css`. */
export function fontStylesheetUrl(specifier: string): string {
  return `/fonts/${specifier.replace(/^@fontsource\//, '')}`;
}

export interface ThemeHead {
  /** `:root { --primary-color: ...; }` for the store's theme. */
  css: string;
  fontStylesheets: string[];
  /** The fonts the browser loads and waits for (useFontLoading). */
  fonts: FontRequest[];
  themeColor: string;
}

const cache = new Map<string, ThemeHead>();

/**
 * What the document head needs for a theme: its CSS custom properties (in the SSR HTML,
 * so there is no flash of unstyled content) and its self-hosted fonts. Memoised: a store's
 * theme is resolved once per process, not per request.
 */
export function themeHead(
  name: string | null | undefined,
  overrides: Readonly<Record<string, string>> = {},
): ThemeHead {
  const changed = cleanOverrides(overrides);
  const key = `${name ?? ''}\n${JSON.stringify(changed)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // A store's saved theme-editor changes sit over its preset; a page's own theme has none.
  const theme =
    Object.keys(changed).length === 0
      ? resolvePageTheme(name)
      : resolveStoreTheme({ base: resolvePageTheme(name).name, overrides: changed });
  const head: ThemeHead = {
    css: themeToCss(theme.values, ':root'),
    fontStylesheets: fontStylesheets(theme.fonts).map(fontStylesheetUrl),
    fonts: fontLoadBatch(theme.fonts),
    themeColor: theme.values['primary.color'],
  };
  cache.set(key, head);
  return head;
}
