import { THEME_PREVIEW_QUERY } from '../../src/themePreview/protocol';

/**
 * Whether this page is the theme editor's preview: framed and opened with `?theme-preview`.
 * Kept apart from the listener so the storefront's entry carries only this check.
 */
export function isThemePreviewMode(win: Window): boolean {
  return win.parent !== win && new URL(win.location.href).searchParams.has(THEME_PREVIEW_QUERY);
}
