import { resolveLinkTarget } from '../links';

/**
 * A seller's link or image URL made absolute for email (MailRendererProps.origin): mail
 * clients have no base URL, run no scripts and cannot raise in-page actions. Site paths
 * are joined to the store's origin; `@action` and `#` targets, which mean nothing outside
 * the page, lead to the store's home page; unsafe URLs are replaced as on the storefront.
 */
export function mailUrl(target: string, origin: string, warn?: (message: string) => void): string {
  const base = origin.replace(/\/+$/, '');
  const resolved = resolveLinkTarget(target, warn);
  switch (resolved.kind) {
    case 'action':
    case 'none':
      return `${base}/`;
    case 'internal':
      return resolved.href.startsWith('#') ? `${base}/${resolved.href}` : `${base}${resolved.href}`;
    case 'external':
      if (resolved.href.startsWith('//')) return `https:${resolved.href}`;
      if (resolved.href.startsWith('/')) return `${base}${resolved.href}`;
      return /^[a-z][a-z0-9+.-]*:/i.test(resolved.href) ? resolved.href : `${base}/${resolved.href}`;
  }
}
