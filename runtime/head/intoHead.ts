import { escapeHtml } from '../../src/ssr/escapeHtml';

/**
 * Tags added at the end of a server-rendered page's head after rendering, in one pass over
 * the HTML: what only the finished render knows (the icon sets its markup uses, the block
 * types it drew). Hydration does not see them (React 19 leaves tags it did not render in
 * the head alone).
 */
export function intoHead(html: string, tags: string): string {
  return tags === '' ? html : html.replace('</head>', `${tags}</head>`);
}

/**
 * Preload links for the block chunks the page shows: the browser fetches them alongside
 * the entry instead of after it has run. The nonce as the router's own preload links
 * carry it: script fetches under a nonce policy.
 */
export function modulePreloadLinks(scripts: readonly string[], nonce: string): string {
  return scripts
    .map(
      (href) =>
        `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${escapeHtml(nonce)}">`,
    )
    .join('');
}
