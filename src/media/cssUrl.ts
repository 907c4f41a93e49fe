import { sanitizeUrl } from '../links';

/**
 * A CSS `url()` for a seller's image URL (background images), or undefined for ''.
 * The URL obeys the link rules (unsafe ones become the 404 page) and is quoted, so it
 * cannot close the `url(` and add declarations.
 */
export function cssUrl(url: string): string | undefined {
  if (url.trim() === '') return undefined;
  return `url(${JSON.stringify(sanitizeUrl(url))})`;
}
