import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCoreDataSchema, type BasketItem, type FavouriteItem } from '../../src/model';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/** Favourites kept per session, the store's favourites setting, and Clear (issue 17). */
type Items<T> = { items: T[] };

describe.each(testDatabaseKinds())('favourites and basket clear on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  const addTo = (
    shopper: ReturnType<TestServer['browser']>,
    name: 'main' | 'favourites',
    productId: number,
  ) =>
    shopper.post<Items<BasketItem | FavouriteItem>>('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId },
      name,
      division: 'demo',
    });

  it('keeps favourites per browser session, apart from the basket', async () => {
    const shopper = server.browser();
    await shopper.visit();
    await addTo(shopper, 'favourites', server.world.products.tee);
    const other = server.browser();
    await other.visit();
    const core = (who: typeof shopper) =>
      who
        .get('/omnis/v3/frontend/demo/getStoreCoreData/json/')
        .then((answer) => storeCoreDataSchema.parse(answer.body).state);
    expect((await core(shopper)).subdomain.favourites.items.map((i) => i.name)).toEqual([
      'Fox Tee',
    ]);
    expect((await core(shopper)).subdomain.cart.items).toEqual([]);
    expect((await core(other)).subdomain.favourites.items).toEqual([]);
    expect((await core(shopper)).favouritesEnabled).toBe(true);
  });

  it('follows the store’s favourites setting in core data', async () => {
    await server.repos.divisions.updateSettings(server.world.demo.id, { favouritesEnabled: false });
    try {
      const answer = await server.browser().get('/omnis/v3/frontend/demo/getStoreCoreData/json/');
      expect(storeCoreDataSchema.parse(answer.body).state.favouritesEnabled).toBe(false);
    } finally {
      await server.repos.divisions.updateSettings(server.world.demo.id, {});
    }
  });

  it('clears one basket with POST /basket/clear/, leaving the other, and needs CSRF', async () => {
    const shopper = server.browser();
    await shopper.visit();
    await addTo(shopper, 'main', server.world.products.tee);
    await addTo(shopper, 'main', server.world.products.hoodie);
    await addTo(shopper, 'favourites', server.world.products.hoodie);
    const refused = await shopper.post(
      '/omnis/v3/basket/clear/',
      { name: 'main', division: 'demo' },
      { csrf: false },
    );
    expect(refused.status).toBe(403);
    const cleared = await shopper.post<Items<BasketItem>>('/omnis/v3/basket/clear/', {
      name: 'main',
      division: 'demo',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.items).toEqual([]);
    const favourites = await shopper.get<Items<FavouriteItem>>(
      '/omnis/v3/basket/favourites/list/?division=demo',
    );
    expect(favourites.body.items.map((i) => i.name)).toEqual(['Owl Hoodie']);
    const wrong = await shopper.post<{ message: string }>('/omnis/v3/basket/clear/', {
      name: 'wishlist',
      division: 'demo',
    });
    expect(wrong.status).toBe(422);
  });

  it('clears nothing and starts no session for a browser without one', async () => {
    const anonymous = server.browser();
    await anonymous.visit();
    const cleared = await anonymous.post<Items<BasketItem>>('/omnis/v3/basket/clear/', {
      division: 'demo',
    });
    expect(cleared.body.items).toEqual([]);
    expect(anonymous.cookies.has('omnis_session')).toBe(false);
  });
});
