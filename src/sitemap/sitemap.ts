import type { LoginState } from '../model';

/** What the sitemap reads of a page. */
export interface SitemapPage {
  url: string | null;
  published: boolean;
  sitemap: boolean;
  loginState: LoginState;
  /** When the page was last saved (ISO), if known. */
  edited?: string | null;
}

/**
 * A page is listed (in sitemap.xml and on /sitemap/) when it is published, in the
 * sitemap, and for everyone: a page only signed-in visitors may open is noindex anyway
 * (loginState logged-in or dashboard-access), so it is never offered to crawlers.
 */
export const inSitemap = (page: SitemapPage): page is SitemapPage & { url: string } =>
  page.url !== null && page.published && page.sitemap && page.loginState === 'everyone';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO date (YYYY-MM-DD) of the last change, if known. */
  lastmod?: string;
}

const day = (iso: string | null | undefined): string | undefined => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
};

/**
 * A store's sitemap entries (issue 5): its listed pages, then its products
 * (`/product/{urlName}/`) and collections (`/collection/{urlName}/`), each once, on the
 * store's origin.
 */
export function sitemapEntries(args: {
  origin: string;
  pages: readonly SitemapPage[];
  products: readonly { urlName: string; createdAt?: string | null }[];
  collections: readonly { urlName: string }[];
}): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, lastmod?: string) => {
    const loc = new URL(path, args.origin).href;
    if (!entries.has(loc)) entries.set(loc, lastmod ? { loc, lastmod } : { loc });
  };
  for (const page of args.pages) if (inSitemap(page)) add(page.url, day(page.edited));
  for (const product of args.products)
    add(`/product/${encodeURIComponent(product.urlName)}/`, day(product.createdAt));
  for (const collection of args.collections)
    add(`/collection/${encodeURIComponent(collection.urlName)}/`);
  return [...entries.values()];
}

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The sitemaps.org XML document for the entries. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}
