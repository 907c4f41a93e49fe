import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '../../server/http/cachePolicy';
import { startTestServer, type TestServer } from './support/server';

/**
 * Issue 23, section 1: anonymous reads never write a session row, stay cacheable by
 * shared caches, and the first basket add still starts exactly one session.
 */
const ANONYMOUS_READS = [
  '/about-us/',
  '/omnis/v3/frontend/getStoreCoreData/json/',
  '/omnis/v3/frontend/demo/getStoreCoreData/json/',
  '/omnis/v3/basket/main/list/?division=demo',
  '/omnis/v3/basket/favourites/list/?division=demo',
];

describe('sessions and caching for anonymous shoppers', () => {
  let server: TestServer;
  const sessionRows = async () =>
    Number(
      (
        await server.database.handle.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    server = await startTestServer({
      // A stand-in renderer that reads the basket in-process the way the storefront's does.
      ssr: async (request) => {
        const basket = await request.get('/basket/main/list/');
        return { status: 200, html: `<!DOCTYPE html><p>${basket.status}</p>` };
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 10,000 anonymous GETs without a session row, a Set-Cookie or no-store', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 10_000; i += 1) {
      const url = ANONYMOUS_READS[i % ANONYMOUS_READS.length]!;
      const answer = await server.app.inject({ method: 'GET', url });
      if (answer.statusCode !== 200 || answer.headers['set-cookie'] !== undefined)
        throw new Error(
          `${url} answered ${answer.statusCode} with ${String(answer.headers['set-cookie'])}`,
        );
    }
    expect(await sessionRows()).toBe(before);
  });

  it('lets shared caches keep anonymous answers, varying by cookie', async () => {
    for (const url of ANONYMOUS_READS) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.headers['cache-control'], url).toBe(SHARED_CACHE_CONTROL);
      expect(String(answer.headers.vary), url).toContain('Cookie');
    }
  });

  it('starts exactly one session on the first basket add, keeps it, and answers it privately', async () => {
    const before = await sessionRows();
    const shopper = server.browser();
    await shopper.visit();
    expect(await sessionRows()).toBe(before);
    const add = () =>
      shopper.post<{ items: unknown[] }>('/omnis/v3/frontend/product/addItemToCart/', {
        item: { productId: server.world.products.tee, productColor: 'Black' },
        name: 'main',
        division: 'demo',
      });
    expect((await add()).status).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    expect((await add()).status).toBe(200);
    expect(await sessionRows()).toBe(before + 1);

    for (const url of ANONYMOUS_READS) {
      const answer = await shopper.get(url);
      expect(answer.headers.get('cache-control'), url).toBe(PRIVATE_CACHE_CONTROL);
    }
    const list = await shopper.get<{ items: Array<{ quantity: number }> }>(
      '/omnis/v3/basket/main/list/?division=demo',
    );
    expect(list.body.items.map((item) => item.quantity)).toEqual([2]);
    expect(await sessionRows()).toBe(before + 1);
  });

  it('keeps a reader with a currency choice private (the page shows their currency)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/',
      cookies: { currency: 'EUR' },
    });
    expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});
