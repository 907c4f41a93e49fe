import { THEME_PREVIEW_QUERY } from '../../src/themePreview/protocol';

/**
 * The framed storefront address for a page path a seller typed: always a path on this
 * store (a full address or `//host` is refused, so the frame never leaves our origin).
 */
export function previewSrc(path: string): string | null {
  const trimmed = path.trim() || '/';
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  const url = new URL(trimmed, 'https://store.invalid');
  if (url.origin !== 'https://store.invalid') return null;
  url.searchParams.set(THEME_PREVIEW_QUERY, '1');
  return `${url.pathname}${url.search}`;
}
