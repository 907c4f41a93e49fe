import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, fetchTransport, memoryCookieJar, type ApiClient } from '../../src/api';
import { ConflictError, PermissionDeniedError } from '../../src/errors';
import { resolveLinkTarget } from '../../src/links';
import { blogChoices } from '../../editor/panels/linkChoices';
import { createPublishingClient, type PublishingClient } from '../../src/publishing/client';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/**
 * The typed client against the real server: the API's answers are the client's contract,
 * on SQLite and, with DATABASE_URL_TEST, on PostgreSQL (a fresh database each).
 */
describe.each(testDatabaseKinds())('src/api client against the server on $dialect', (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let publishing: PublishingClient;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const transport = fetchTransport({ baseUrl: server.url, jar: memoryCookieJar() });
    api = createApiClient(transport);
    publishing = createPublishingClient(transport);
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs in, saves pages with versions and sees conflicts as typed errors', async () => {
    expect((await api.session.get()).user).toBeNull();
    const state = await api.session.login({ email: server.world.users.seller, password: PASSWORD });
    expect(state.user?.dashboardDivisions).toEqual([server.world.demo.id]);
    const created = await api.pages.create('demo', {
      url: '/client/',
      properties: { title: { value: 'Client' } },
    });
    const saved = await api.pages.update('demo', { ...created, id: created.id!, layout: 'blank' });
    expect(saved.version).toBe(2);
    const stale = await api.pages
      .update('demo', { ...created, id: created.id! })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ConflictError);
    expect((stale as ConflictError).body).toMatchObject({ page: { version: 2 } });
    expect((await api.pages.list('demo')).map((page) => page.url)).toContain('/client/');
    // Published (issue 14): another store's seller reads it as a shopper does.
    expect((await publishing.publish('demo', created.id!)).state).toBe('published');
    expect(
      (await publishing.history('demo', created.id!)).map((version) => version.number),
    ).toEqual([1]);
    const foreign = await api.pages.get('other', created.id!).catch((error: unknown) => error);
    expect(foreign).toBeInstanceOf(PermissionDeniedError);
  });

  it('reads the store, the catalogue and the basket through the shared schemas', async () => {
    const core = await api.store.coreData('demo');
    expect(core.state.subdomain.division.code).toBe('demo');
    const products = await api.catalogue.products('demo', { sort: 'new-in' });
    expect(products.map((product) => product.urlName)).toEqual(['owl-hoodie', 'fox-tee']);
    expect(
      (await api.catalogue.fetchProducts([products[0]!.id]))[0]?.options.length,
    ).toBeGreaterThan(0);
    expect((await api.catalogue.collections('demo'))[0]?.urlName).toBe('animals');
    expect((await api.catalogue.blog({ divisions: 'demo', paginate: 1 })).posts).toHaveLength(1);
    const basket = await api.basket.add({
      productUrl: 'fox-tee',
      productColor: 'Black',
      productSize: 'S',
    });
    expect(basket.items).toHaveLength(1);
    expect((await api.basket.main()).items).toEqual(basket.items);
    await api.events.collect({
      event: 'page-view',
      metadata: { division: { id: server.world.demo.id, name: 'Demo Store' } },
    });
    expect((await api.images.library('demo')).total).toBe(0);
    expect((await api.session.logout()).user).toBeNull();
  });

  it('gives the editor’s blog link choices the posts’ store paths, from the blog answer', async () => {
    // The select-link overlay's blog tab reads the same answer (editor/app/api.ts blogPosts).
    const { posts } = await api.catalogue.blog({ divisions: 'demo', paginate: 50, lite: true });
    const links = blogChoices(posts);
    expect(links).toStrictEqual([
      { text: 'Second post', href: '/blog/second-post/', type: 'blog' },
      { text: 'Hello world', href: '/blog/hello-world/', type: 'blog' },
    ]);
    expect(links.map((link) => resolveLinkTarget(link.href).kind)).toStrictEqual([
      'internal',
      'internal',
    ]);
  });
});
