import { escapeHtml } from '../../src/ssr/escapeHtml';

/**
 * Preload links for the block chunks a server-rendered page shows, added at the end of
 * its head after rendering (only then are the page's block types known). The browser
 * fetches them alongside the entry instead of after it has run; hydration does not see
 * them (React 19 leaves tags it did not render in the head alone).
 */
export function modulePreloadIntoHead(html: string, scripts: readonly string[], nonce: string): string {
  if (scripts.length === 0) return html;
  // The nonce as the router's own preload links carry it: script fetches under a nonce policy.
  const links = scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${escapeHtml(nonce)}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
