import { describe, expect, it } from 'vitest';
import { inSitemap, sitemapEntries, sitemapXml, type SitemapPage } from './sitemap';

const page = (overrides: Partial<SitemapPage>): SitemapPage => ({
  url: '/about/',
  published: true,
  sitemap: true,
  loginState: 'everyone',
  edited: null,
  ...overrides,
});

describe('inSitemap', () => {
  it('lists published pages in the sitemap that everyone may open', () => {
    expect(inSitemap(page({}))).toBe(true);
    expect(inSitemap(page({ published: false }))).toBe(false);
    expect(inSitemap(page({ sitemap: false }))).toBe(false);
    expect(inSitemap(page({ loginState: 'logged-in' }))).toBe(false);
    expect(inSitemap(page({ loginState: 'dashboard-access' }))).toBe(false);
    expect(inSitemap(page({ loginState: 'logged-out' }))).toBe(false);
    expect(inSitemap(page({ url: null }))).toBe(false);
  });
});

describe('sitemapEntries', () => {
  it('lists the pages, then products and collections, on the store’s origin', () => {
    const entries = sitemapEntries({
      origin: 'https://shop.example',
      pages: [
        page({ url: '/', edited: '2026-01-05T10:00:00Z' }),
        page({ url: '/members/', loginState: 'logged-in' }),
        page({ url: '/about/' }),
      ],
      products: [{ urlName: 'fox-tee', createdAt: '2025-01-02T00:00:00.000Z' }],
      collections: [{ urlName: 'hoodies' }],
    });
    expect(entries).toStrictEqual([
      { loc: 'https://shop.example/', lastmod: '2026-01-05' },
      { loc: 'https://shop.example/about/' },
      { loc: 'https://shop.example/product/fox-tee/', lastmod: '2025-01-02' },
      { loc: 'https://shop.example/collection/hoodies/' },
    ]);
  });
  it('lists a URL once and escapes names into the path', () => {
    const entries = sitemapEntries({
      origin: 'https://shop.example',
      pages: [page({ url: '/a/' }), page({ url: '/a/' })],
      products: [{ urlName: 'tee & co' }],
      collections: [],
    });
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://shop.example/a/',
      'https://shop.example/product/tee%20%26%20co/',
    ]);
  });
});

describe('sitemapXml', () => {
  it('writes a sitemaps.org urlset, escaping what XML needs escaped', () => {
    expect(
      sitemapXml([
        { loc: 'https://shop.example/?a=1&b=2', lastmod: '2026-01-05' },
        { loc: 'https://shop.example/about/' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/?a=1&amp;b=2</loc><lastmod>2026-01-05</lastmod></url>\n' +
        '<url><loc>https://shop.example/about/</loc></url>\n' +
        '</urlset>\n',
    );
  });
  it('writes an empty urlset for a store with nothing to list', () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});
