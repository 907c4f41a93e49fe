import { resolveLinkTarget } from './links';

/**
 * Links and images in email (mail renderers): a mail client has no app around it, so
 * every URL must be absolute and in-page behaviour does not exist.
 */

/** `/img/a.png` -> `https://store.example/img/a.png`; `//cdn/x` -> `https://cdn/x`; absolute URLs unchanged. */
export function absoluteUrl(url: string, origin: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (trimmed.startsWith('/')) return `${origin.replace(/\/+$/, '')}${trimmed}`;
  return trimmed;
}

/**
 * The href a link gets in email, or undefined for none: actions (`@name`) and `#` cannot
 * work outside the storefront, an internal route points at the store's origin, and an
 * unsafe URL is replaced by the 404 page (as on the storefront), made absolute too.
 */
export function mailHref(
  target: string,
  origin: string,
  warn?: (message: string) => void,
): string | undefined {
  const resolved = resolveLinkTarget(target, warn);
  switch (resolved.kind) {
    case 'action':
    case 'none':
      return undefined;
    case 'internal':
      return absoluteUrl(
        resolved.href.startsWith('#') ? `/${resolved.href}` : resolved.href,
        origin,
      );
    case 'external':
      return absoluteUrl(resolved.href, origin);
  }
}
