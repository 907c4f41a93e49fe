import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/support/server';

/** The server routes the storefront runtime added: a product by url name, sitemap.xml and the icon kit. */
describe('storefront routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a store’s product by its url name, and 404 for another store’s or a missing one', async () => {
    const found = await server.app.inject({
      method: 'GET',
      url: '/omnis/v3/division/demo/products/fox-tee/',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: server.world.products.tee,
      urlName: 'fox-tee',
      name: 'Fox Tee',
    });
    const foreign = await server.app.inject({
      method: 'GET',
      url: '/omnis/v3/division/demo/products/other-tee/',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'We were unable to find this product' });
  });

  it('serves sitemap.xml for the Host’s store: its pages for everyone, products and collections', async () => {
    const seller = await server.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'demo.localhost' },
    });
    expect(seller.headers['content-type']).toContain('application/xml');
    expect(seller.body).toContain('<loc>http://demo.localhost/product/fox-tee/</loc>');
    expect(seller.body).toContain('<loc>http://demo.localhost/collection/animals/</loc>');
    expect(seller.body).not.toContain('other-tee');
  });

  it('lists nothing while the store is coming soon (visitors cannot open its pages)', async () => {
    await server.repos.divisions.updateSettings(server.world.demo.id, {
      comingSoon: { enabled: true },
    });
    try {
      const closed = await server.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'demo.localhost' },
      });
      expect(closed.statusCode).toBe(200);
      expect(closed.body).not.toContain('<url>');
    } finally {
      await server.repos.divisions.updateSettings(server.world.demo.id, {
        comingSoon: { enabled: false },
      });
    }
  });

  it('serves the icon kit’s stylesheets and webfonts, and nothing else of the package', async () => {
    const css = await server.app.inject({
      method: 'GET',
      url: '/fontawesome/css/fontawesome.min.css',
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toContain('immutable');
    const font = await server.app.inject({
      method: 'GET',
      url: '/fontawesome/webfonts/fa-solid-900.woff2',
    });
    expect(font.statusCode).toBe(200);
    const other = await server.app.inject({ method: 'GET', url: '/fontawesome/package.json' });
    expect(other.statusCode).not.toBe(200);
  });
});
