/**
 * The theme editor's live preview: the dashboard frames the real storefront (same origin)
 * with `?theme-preview` and posts it the edited theme's CSS custom properties; the
 * storefront applies them without a reload. Both sides accept a message only from the
 * expected window and this origin, and read it with the checks below (no schema library:
 * the storefront loads this module only in preview mode, and keeps it small).
 */

/** The query parameter that puts a framed storefront page in preview mode. */
export const THEME_PREVIEW_QUERY = 'theme-preview';
/** Dashboard -> storefront: apply these variables and font stylesheets. */
export const THEME_PREVIEW_APPLY = 'theme-preview.apply';
/** Storefront -> dashboard: the page is listening (sent on start and after each navigation). */
export const THEME_PREVIEW_READY = 'theme-preview.ready';

export interface ThemePreviewApply {
  readonly type: typeof THEME_PREVIEW_APPLY;
  /** CSS custom property name (`--primary-color`) -> value. */
  readonly variables: Readonly<Record<string, string>>;
  /** Self-hosted font stylesheets (`/fonts/lato/700.css`) the theme needs. */
  readonly fontStylesheets: readonly string[];
}

export interface ThemePreviewReady {
  readonly type: typeof THEME_PREVIEW_READY;
  /** The framed page's path, so the dashboard can show where the preview is. */
  readonly path: string;
}

const VARIABLE_NAME = /^--[a-z0-9-]{1,80}$/;
/** What may not appear in a value: it could end the declaration or open a url() elsewhere. */
const UNSAFE_VALUE = /[;{}<>\\\r\n]|\/\*|url\(/i;
const FONT_STYLESHEET = /^\/fonts\/[a-z0-9-]+\/[a-z0-9-]+\.css$/;
const MAX_VARIABLES = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An apply message, or null for anything else (a wrong shape is dropped, never half-applied). */
export function readThemePreviewApply(data: unknown): ThemePreviewApply | null {
  if (!isRecord(data) || data['type'] !== THEME_PREVIEW_APPLY) return null;
  const { variables, fontStylesheets } = data;
  if (!isRecord(variables) || !Array.isArray(fontStylesheets)) return null;
  const entries = Object.entries(variables);
  if (entries.length > MAX_VARIABLES) return null;
  const valid = entries.every(
    ([name, value]) =>
      VARIABLE_NAME.test(name) &&
      typeof value === 'string' &&
      value.length <= 300 &&
      !UNSAFE_VALUE.test(value),
  );
  const fontsValid = fontStylesheets.every(
    (url) => typeof url === 'string' && FONT_STYLESHEET.test(url),
  );
  if (!valid || !fontsValid) return null;
  return {
    type: THEME_PREVIEW_APPLY,
    variables: variables as Record<string, string>,
    fontStylesheets: fontStylesheets as string[],
  };
}

/** A ready message, or null. */
export function readThemePreviewReady(data: unknown): ThemePreviewReady | null {
  if (!isRecord(data) || data['type'] !== THEME_PREVIEW_READY) return null;
  const path = data['path'];
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  return { type: THEME_PREVIEW_READY, path };
}

/**
 * Whether a message event may be trusted: it comes from the window we expect (the parent
 * dashboard, or our own preview frame) and from our own origin. Any other page that can
 * reach the window (an ad frame, an opener) is ignored.
 */
export function isTrustedPreviewMessage(
  event: { readonly origin: string; readonly source: unknown },
  expected: { readonly origin: string; readonly source: unknown },
): boolean {
  return (
    expected.source != null && event.source === expected.source && event.origin === expected.origin
  );
}
