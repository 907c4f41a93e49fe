/**
 * Link targets:
 * - `@name`: an in-page action; raises the action `name`, never navigates;
 * - `#`: does nothing;
 * - an internal route (`/path`, `#anchor`): navigates within the app;
 * - anything else opens in a new tab, after sanitising: a URL whose scheme is not
 *   allowed is logged as a warning and replaced by the provider's 404 page.
 */

/** Schemes allowed in seller links. */
export const ALLOWED_SCHEMES = [
  'https',
  'http',
  'wss',
  'ws',
  'mqtts',
  'mqtt',
  'mailto',
  'tel',
  'data',
  'dtg',
] as const;

/**
 * Where an unsafe link goes while no platform origin is set: the 404 page this server
 * serves for every store (a single-host install is its own platform site).
 */
export const UNSAFE_URL_REPLACEMENT = '/404/';

let unsafeReplacement = UNSAFE_URL_REPLACEMENT;

/**
 * The platform's own site (PLATFORM_ORIGIN, e.g. `https://omnis.example`): unsafe links
 * then go to its 404 page, as the spec says. A deployment-wide setting, so it is set once
 * per process (the server at start, each render worker and the browser from the embedded
 * state) rather than passed through every block that renders a link. Null or an origin
 * that is not http(s) goes back to the relative `/404/`.
 */
export function setPlatformOrigin(origin: string | null | undefined): void {
  unsafeReplacement = platformNotFoundUrl(origin);
}

/** The 404 page of the platform at `origin`, or the relative one without a usable origin. */
export function platformNotFoundUrl(origin: string | null | undefined): string {
  if (!origin) return UNSAFE_URL_REPLACEMENT;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return UNSAFE_URL_REPLACEMENT;
    return `${url.origin}${UNSAFE_URL_REPLACEMENT}`;
  } catch {
    return UNSAFE_URL_REPLACEMENT;
  }
}

export type LinkTarget =
  | { kind: 'action'; name: string }
  | { kind: 'none' }
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * True when a URL may be used as a link: an allowed scheme, protocol-relative (`//host`),
 * a site-relative path (`/path`), or an anchor or handle (`#name`, `@name`).
 * Control characters and whitespace inside the scheme (`java\tscript:`) are refused.
 */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return true;
  // Browsers ignore tabs and newlines inside URLs: "jav\nascript:" is javascript:.
  // eslint-disable-next-line no-control-regex
  const compact = trimmed.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (compact.startsWith('//')) return true;
  if (/^[/#@?]/.test(compact)) return !compact.startsWith('/\\');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // A relative reference such as "about/" has no scheme and stays on the site.
    return !compact.includes(':');
  }
  return (ALLOWED_SCHEMES as readonly string[]).includes(scheme);
}

/** A safe URL unchanged; an unsafe one logged as a warning and replaced by the 404 page. */
export function sanitizeUrl(url: string, warn: (message: string) => void = console.warn): string {
  if (isSafeUrl(url)) return url.trim();
  warn(`Unsafe URL replaced: ${url}`);
  return unsafeReplacement;
}

/** Decides what following a link target means. */
export function resolveLinkTarget(
  target: string,
  warn: (message: string) => void = console.warn,
): LinkTarget {
  const trimmed = target.trim();
  if (trimmed.startsWith('@') && trimmed.length > 1)
    return { kind: 'action', name: trimmed.slice(1) };
  if (trimmed === '#' || trimmed === '' || trimmed === '@') return { kind: 'none' };
  if ((trimmed.startsWith('/') && !trimmed.startsWith('//')) || trimmed.startsWith('#')) {
    return isSafeUrl(trimmed)
      ? { kind: 'internal', href: trimmed }
      : { kind: 'external', href: sanitizeUrl(trimmed, warn) };
  }
  return { kind: 'external', href: sanitizeUrl(trimmed, warn) };
}

/**
 * Attributes for an `<a>` that follows the rules when rendered without JavaScript (SSR):
 * actions and `#` get no navigation; external links open in a new tab.
 */
export function linkAttributes(
  target: string,
  warn?: (message: string) => void,
): { href?: string; target?: '_blank'; rel?: string; 'data-action'?: string } {
  const resolved = resolveLinkTarget(target, warn);
  switch (resolved.kind) {
    case 'action':
      return { href: '#', 'data-action': resolved.name };
    case 'none':
      return { href: '#' };
    case 'internal':
      return { href: resolved.href };
    case 'external':
      return { href: resolved.href, target: '_blank', rel: 'noopener noreferrer' };
  }
}
