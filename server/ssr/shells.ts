import { escapeHtml } from '../../src/ssr/escapeHtml';
import type { EntryAssets } from './manifest';

/** HTML the server writes itself: the dashboard shell and the last-resort error page. */

/** The editor is client-rendered: a shell that loads its built entry into #root. */
export function dashboardShell(assets: EntryAssets, nonce: string, title = 'Dashboard'): string {
  const styles = assets.styles
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  const preload = assets.preload
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  const scripts = assets.scripts
    .map(
      (src) =>
        `<script type="module" src="${escapeHtml(src)}" nonce="${escapeHtml(nonce)}"></script>`,
    )
    .join('');
  const missing =
    assets.scripts.length === 0
      ? `<p>The ${escapeHtml(title)} app has not been built yet: run <code>npm run build</code>.</p>`
      : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.ico">${styles}${preload}</head><body><div id="root">${missing}</div>${scripts}</body></html>`;
}

/** The full-page failure with a Reload action, when rendering itself failed. */
export function errorPage(): string {
  return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title><link rel="icon" href="/favicon.ico"></head><body><main style="font-family:sans-serif;text-align:center;padding:4rem 1rem"><h1>Oops... Looks like something went wrong</h1><p><a href="">Reload</a></p></main></body></html>';
}

export function notFoundPage(message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title><link rel="icon" href="/favicon.ico"></head><body><main style="font-family:sans-serif;text-align:center;padding:4rem 1rem"><h1>${escapeHtml(message)}</h1></main></body></html>`;
}
