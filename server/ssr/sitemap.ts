import type { FastifyInstance } from 'fastify';
import { sitemapEntries, sitemapXml } from '../../src/sitemap';
import type { AppContext } from '../context';
import { storeFromRequest } from '../store/storeFromRequest';

/** Every product of a store goes in its sitemap (sitemaps.org allows 50,000 URLs a file). */
const SITEMAP_PRODUCT_LIMIT = 45_000;

/**
 * GET /sitemap.xml for the store of the Host header: its published pages for everyone in
 * the sitemap, its products and its collections (src/sitemap). A password-protected or
 * coming-soon store lists nothing: visitors cannot open its pages yet.
 */
export function registerSitemap(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const division = await storeFromRequest(ctx, request);
    const closed = division.passwordProtected || division.settings.comingSoon.enabled;
    const [pages, products, collections] = closed
      ? [[], [], []]
      : await Promise.all([
          // What shoppers see: the published versions (issue 14), never a draft.
          ctx.repos.pageVersions
            .listLatest(division.id)
            .then((versions) => versions.map((version) => version.stored)),
          ctx.repos.products.list(division.id, {
            limit: SITEMAP_PRODUCT_LIMIT,
            sort: 'bestseller',
            removeDuplicates: false,
          }),
          ctx.repos.collections.list(division.id),
        ]);
    const entries = sitemapEntries({
      origin: `${request.protocol}://${request.host}`,
      pages: pages
        .map(({ page }) => page)
        .filter((page) => !page.properties.isMailPage.value)
        .map((page) => ({
          url: page.url,
          published: page.published,
          sitemap: page.sitemap,
          loginState: page.properties.loginState.value,
          edited: page.edited,
        })),
      products,
      collections,
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(entries));
  });
}
