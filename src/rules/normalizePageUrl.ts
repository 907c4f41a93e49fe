/**
 * Normalises a page url before saving, so the url a seller types
 * becomes one path a shopper can type, share and link to:
 * 1. accents are dropped (`Café` -> `cafe`) and letters lowercased;
 * 2. runs of whitespace become a dash (`about us` -> `about-us`);
 * 3. characters outside `a-z 0-9 - _ /` are stripped (`?`, `#`, `%`, `.` and the like), so
 *    the url is one path with no query, fragment or dot segments;
 * 4. repeated slashes collapse, and dashes repeated or at a segment's edge go;
 * 5. the result starts and ends with a slash: `About Us` -> `/about-us/`.
 *
 * `/` stays `/` (the homepage). An unset url (null or blank) stays null. A url with
 * nothing usable left (only symbols) also becomes null rather than `/`: turning it into
 * `/` would make the page the homepage behind the seller's back.
 */
export function normalizePageUrl(url: string | null): string | null {
  if (url === null || url.trim() === '') return null;
  if (/^\/+$/.test(url.trim())) return '/';
  const segments = url
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9\-_/]/g, '')
    .split('/')
    .map((segment) => segment.replace(/-{2,}/g, '-').replace(/^-+|-+$/g, ''))
    .filter((segment) => segment !== '');
  return segments.length === 0 ? null : `/${segments.join('/')}/`;
}
