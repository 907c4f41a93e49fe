import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockTypes } from '../../blocks';
import { createRegistry, defineBlock } from '../../src/registry';
import {
  storeCoreDataSchema,
  type BasketItem,
  type FavouriteItem,
  type Page,
} from '../../src/model';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/** The contact form reads `contactEmail` from a saved mailContactForm block; register a stand-in until the real block lands. */
const contactFormStandIn = defineBlock({
  name: 'mailContactForm',
  title: 'Contact form',
  description: '',
  category: 'mail',
  fields: [],
  component: () => null,
  properties: z.object({
    title: z.string().default(''),
    copy: z.string().default(''),
    contactEmail: z.string().default(''),
  }),
});
const registry = createRegistry(
  blockTypes.some((type) => type.name === 'mailContactForm')
    ? blockTypes
    : [...blockTypes, contactFormStandIn],
);

type Items<T> = { items: T[]; message?: string };
type Message = { message: string; errors?: Record<string, string[]> };

describe.each(testDatabaseKinds())('storefront API on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, registry });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('core data', () => {
    it('answers pages and state for the store in the path, with a session id once one is needed', async () => {
      const seller = server.browser();
      await seller.signIn(server.world.users.seller, PASSWORD);
      const home = await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
        url: '/',
        properties: { title: { value: 'Home' } },
      });
      const hidden = await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
        url: '/hidden/',
        published: false,
      });
      // Shoppers see published versions (issue 14); the page's own published flag still hides /hidden/.
      for (const page of [home, hidden])
        expect(
          (await seller.post(`/omnis/v3/divisions/demo/pages/${page.body.id}/publish/`, {})).status,
        ).toBe(200);
      const shopper = server.browser();
      const answer = await shopper.get('/omnis/v3/frontend/demo/getStoreCoreData/json/');
      expect(answer.status).toBe(200);
      const data = storeCoreDataSchema.parse(answer.body);
      expect(data.pages.map((page) => page.url)).toEqual(['/']);
      expect(data.pages[0]).toMatchObject({
        title: 'Home',
        layout: 'standard',
        loginState: 'everyone',
      });
      expect(data.state.subdomain.division).toMatchObject({
        id: server.world.demo.id,
        code: 'demo',
        name: 'Demo Store',
      });
      // Reading starts no session (issue 23): the id is empty until a basket add needs one.
      expect(data.state.subdomain.sessionId).toBe('');
      expect(data.state.currency).toBe('GBP');
      expect(shopper.cookies.has('omnis_session')).toBe(false);
      await shopper.visit();
      await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
        item: { productId: server.world.products.hoodie },
        division: 'demo',
      });
      const started = storeCoreDataSchema.parse(
        (await shopper.get('/omnis/v3/frontend/demo/getStoreCoreData/json/')).body,
      );
      expect(started.state.subdomain.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      const again = storeCoreDataSchema.parse(
        (await shopper.get('/omnis/v3/frontend/demo/getStoreCoreData/json/')).body,
      );
      expect(again.state.subdomain.sessionId).toBe(started.state.subdomain.sessionId);
      const forSeller = storeCoreDataSchema.parse(
        (await seller.get('/omnis/v3/frontend/demo/getStoreCoreData/json/')).body,
      );
      expect(forSeller.pages.map((page) => page.url)).toEqual(['/', '/hidden/']);
    });

    it('finds the store from the Host header: {sub}.localhost or a custom domain', async () => {
      const browser = server.browser();
      const bySub = await browser.get<{ state: { subdomain: { division: { code: string } } } }>(
        '/omnis/v3/frontend/getStoreCoreData/json/',
        { headers: { host: 'other.localhost:3000' } },
      );
      expect(bySub.body.state.subdomain.division.code).toBe('other');
      const byDomain = await browser.get<{ state: { subdomain: { division: { code: string } } } }>(
        '/omnis/v3/frontend/getStoreCoreData/json/',
        { headers: { host: 'shop.example' } },
      );
      expect(byDomain.body.state.subdomain.division.code).toBe('demo');
      expect(
        (
          await browser.get('/omnis/v3/frontend/getStoreCoreData/json/', {
            headers: { host: 'nowhere.localhost' },
          })
        ).status,
      ).toBe(404);
      expect((await browser.get('/omnis/v3/frontend/nowhere/getStoreCoreData/json/')).status).toBe(
        404,
      );
    });
  });

  describe('basket and favourites', () => {
    it('adds, bulk adds, updates and removes, answering the whole list each time', async () => {
      const shopper = server.browser();
      await shopper.visit();
      const item = {
        productId: server.world.products.tee,
        productColor: 'Black',
        productSize: 'M',
      };
      const added = await shopper.post<Items<BasketItem>>(
        '/omnis/v3/frontend/product/addItemToCart/',
        { item, name: 'main', division: 'demo' },
      );
      expect(added.status).toBe(200);
      expect(added.body.items).toEqual([
        {
          key: added.body.items[0]!.key,
          quantity: 1,
          name: 'Fox Tee',
          priceIncTax: 20,
          image: '/img/fox-tee-black-256.webp',
          options: { colour: 'Black', size: 'M' },
          productUuid: `uuid-fox-tee-${server.world.demo.id}`,
        },
      ]);
      const twice = await shopper.post<Items<BasketItem>>(
        '/omnis/v3/frontend/product/addItemToCart/',
        { item: { ...item, productSize: 'm' }, name: 'main', division: 'demo' },
      );
      expect(twice.body.items.map((i) => i.quantity)).toEqual([2]);
      const bulk = await shopper.post<Items<BasketItem>>(
        '/omnis/v3/frontend/product/bulkAddItemsToCart/',
        {
          items: [
            { productUrl: 'owl-hoodie', productColor: 'White', productSize: 'M' },
            { productId: 99999 },
          ],
          name: 'main',
          division: 'demo',
        },
      );
      expect(bulk.body.items).toHaveLength(2);
      expect(bulk.body.message).toBe('Some products are no longer available and were not added');
      const key = bulk.body.items[0]!.key;
      const updated = await shopper.post<Items<BasketItem>>('/omnis/v3/basket/update/', {
        key,
        name: 'main',
        quantity: 5,
        division: 'demo',
      });
      expect(updated.body.items[0]!.quantity).toBe(5);
      const removed = await shopper.post<Items<BasketItem>>('/omnis/v3/basket/remove/', {
        key,
        name: 'main',
        division: 'demo',
      });
      expect(removed.body.items.map((i) => i.name)).toEqual(['Owl Hoodie']);
      const listed = await shopper.get<Items<BasketItem>>(
        '/omnis/v3/basket/main/list/?division=demo',
      );
      expect(listed.body.items).toEqual(removed.body.items);
      const core = storeCoreDataSchema.parse(
        (await shopper.get('/omnis/v3/frontend/demo/getStoreCoreData/json/')).body,
      );
      expect(core.state.subdomain.cart.items).toEqual(removed.body.items);
    });

    it('refuses unavailable products with the spec message and 400', async () => {
      const shopper = server.browser();
      await shopper.visit();
      const add = (item: Record<string, unknown>) =>
        shopper.post<Message>('/omnis/v3/frontend/product/addItemToCart/', {
          item,
          name: 'main',
          division: 'demo',
        });
      for (const item of [
        { productId: 99999 },
        { productId: server.world.products.otherStoreTee },
        { productId: server.world.products.tee, productColor: 'Green' },
        { productId: server.world.products.tee, productColor: 'White', productSize: 'S' },
      ]) {
        const answer = await add(item);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('Oops... Looks like this product is no longer available');
      }
      const bulk = await shopper.post<Message>('/omnis/v3/frontend/product/bulkAddItemsToCart/', {
        items: [{ productId: 99999 }],
        name: 'main',
        division: 'demo',
      });
      expect(bulk.status).toBe(400);
      expect(
        (
          await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
            item: { productId: 'abc' },
            name: 'main',
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
            name: 'wishlist',
            item: {},
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await shopper.post('/omnis/v3/basket/update/', {
            key: 'nope',
            name: 'main',
            quantity: 1,
            division: 'demo',
          })
        ).status,
      ).toBe(404);
    });

    it('keeps favourites, emails them for later and recovers them in another browser', async () => {
      const shopper = server.browser();
      await shopper.visit();
      const fav = await shopper.post<Items<FavouriteItem>>(
        '/omnis/v3/frontend/product/addItemToCart/',
        {
          item: { productUrl: 'fox-tee', productColor: 'Black' },
          name: 'favourites',
          division: 'demo',
        },
      );
      expect(fav.body.items[0]).toMatchObject({
        productId: server.world.products.tee,
        productUrl: 'fox-tee',
        productColor: 'Black',
        productSize: null,
      });
      expect(
        (await shopper.get<Items<FavouriteItem>>('/omnis/v3/basket/favourites/list/?division=demo'))
          .body.items,
      ).toHaveLength(1);
      const sent = await shopper.post<Message>('/omnis/v3/basket/favourites/email-for-later', {
        email: 'shopper@example.com',
        division: 'demo',
      });
      expect(sent.status).toBe(200);
      const mail = (await server.repos.records.outbox('favourites-for-later')).at(-1)!;
      expect(mail.recipient).toBe('shopper@example.com');
      const br = new URL(String(mail.body.link)).searchParams.get('br')!;
      const elsewhere = server.browser();
      await elsewhere.visit();
      const recovered = await elsewhere.post<Items<FavouriteItem>>(
        '/omnis/v3/basket/favourites/recover/',
        { br, division: 'demo' },
      );
      expect(recovered.body.items.map((i) => i.productUrl)).toEqual(['fox-tee']);
      expect(
        (
          await elsewhere.post('/omnis/v3/basket/favourites/recover/', {
            br: 'forged',
            division: 'demo',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await elsewhere.post('/omnis/v3/basket/favourites/email-for-later', {
            email: 'nope',
            division: 'demo',
          })
        ).status,
      ).toBe(422);
    });

    it('moves a guest basket to the customer who signs in', async () => {
      const browser = server.browser();
      await browser.visit();
      await browser.post('/omnis/v3/frontend/product/addItemToCart/', {
        item: { productId: server.world.products.hoodie },
        name: 'main',
        division: 'demo',
      });
      await browser.signIn(server.world.users.customer, PASSWORD);
      const list = await browser.get<Items<BasketItem>>(
        '/omnis/v3/basket/main/list/?division=demo',
      );
      expect(list.body.items.map((i) => i.name)).toContain('Owl Hoodie');
    });

    it('needs the CSRF header to change a basket', async () => {
      const shopper = server.browser();
      await shopper.visit();
      const answer = await shopper.post(
        '/omnis/v3/basket/remove/',
        { key: 'x', name: 'main' },
        { csrf: false },
      );
      expect(answer.status).toBe(403);
    });
  });

  describe('catalogue', () => {
    it('lists products by bestseller rank by default, newest first on request, within a collection', async () => {
      const browser = server.browser();
      const names = async (query: string) =>
        (
          await browser.get<{ products: Array<{ urlName: string }> }>(
            `/omnis/v3/division/${server.world.demo.id}/products/${query}`,
          )
        ).body.products.map((p) => p.urlName);
      expect(await names('')).toEqual(['fox-tee', 'owl-hoodie']);
      expect(await names('?sort=new-in')).toEqual(['owl-hoodie', 'fox-tee']);
      expect(await names('?limit=1')).toEqual(['fox-tee']);
      expect(await names('?collection=animals&removeDuplicates=true')).toEqual(['owl-hoodie']);
      const card = (
        await browser.get<{ products: unknown[] }>('/omnis/v3/division/demo/products/?limit=1')
      ).body.products[0];
      expect(card).toEqual({
        id: server.world.products.tee,
        urlName: 'fox-tee',
        name: 'Fox Tee',
        price: 25,
        salePrice: 20,
        description: 'Fox Tee, printed to order',
        image: {
          original: '/img/fox-tee-black.png',
          altText: 'Fox Tee',
          sizes: { '256': '/img/fox-tee-black-256.webp' },
        },
        manufacturer: { id: server.world.demo.id, name: 'Demo Store' },
        reviews: { count: 0, average: 0 },
      });
      expect((await browser.get('/omnis/v3/division/demo/products/?limit=0')).status).toBe(422);
      expect((await browser.get('/omnis/v3/division/demo/products/?limit=abc')).status).toBe(422);
    });

    it('fetches products by id and the base product by sku', async () => {
      const browser = server.browser();
      await browser.visit();
      const fetched = await browser.post<{ products: Array<{ id: number; options: unknown[] }> }>(
        '/omnis/v3/products/fetch/',
        { product_ids: [server.world.products.hoodie, server.world.products.tee] },
      );
      expect(fetched.body.products.map((p) => p.id)).toEqual([
        server.world.products.hoodie,
        server.world.products.tee,
      ]);
      expect(fetched.body.products[0]!.options).toHaveLength(2);
      expect((await browser.post('/omnis/v3/products/fetch/', { product_ids: 'all' })).status).toBe(
        422,
      );
      expect((await browser.post('/omnis/v3/products/fetch/', {})).status).toBe(422);
      const base = await browser.get<{ sku: string; isBaseProduct: boolean }>(
        '/omnis/v3/products/fetch-base-product/?sku=SKU-fox-tee',
      );
      expect(base.body).toMatchObject({ sku: 'SKU-fox-tee', isBaseProduct: true });
      expect(
        (await browser.get('/omnis/v3/products/fetch-base-product/?sku=SKU-owl-hoodie')).status,
      ).toBe(404);
      expect((await browser.get('/omnis/v3/products/fetch-base-product/')).status).toBe(422);
    });

    it('lists collections, paginates the blog and answers models by type', async () => {
      const browser = server.browser();
      await browser.visit();
      const collections = await browser.get<{ collections: unknown[] }>(
        '/omnis/v3/collections/get/demo/',
      );
      expect(collections.body.collections).toEqual([
        {
          id: expect.any(Number),
          name: 'Animals',
          urlName: 'animals',
          banner: { thumbnails: { full: '/img/animals.png' } },
        },
      ]);
      const blog = await browser.get<{
        posts: Array<{ url: string; metaImage: unknown }>;
        total: number;
        lastPage: number;
      }>(`/omnis/v3/blog/paginate/?paginate=1&divisions=${server.world.demo.id}&lite=true`);
      expect(blog.body.posts.map((p) => p.url)).toEqual(['second-post']);
      expect(blog.body.total).toBe(2);
      expect(blog.body.lastPage).toBe(2);
      expect(blog.body.posts[0]).not.toHaveProperty('body');
      const page2 = await browser.get<{ posts: Array<{ url: string; metaImage: unknown }> }>(
        '/omnis/v3/blog/paginate/?paginate=1&page=2&divisions=demo',
      );
      // Without lite, each post brings its text, sanitised like page HTML.
      expect(page2.body.posts).toEqual([
        {
          id: expect.any(Number),
          url: 'hello-world',
          title: 'Hello world',
          metaImage: { banner: '/img/hello.png' },
          publishedAt: '2024-01-01T00:00:00.000Z',
          body: '<p>First post</p><img src="/img/hello.png">',
          tags: [],
        },
      ]);
      const models = await browser.post<{ data: unknown[] }>('/omnis/v3/models/fetch/', {
        type: 'product',
        ids: [server.world.products.tee],
        attributes: ['name', 'urlName'],
      });
      expect(models.body.data).toEqual([
        { id: server.world.products.tee, name: 'Fox Tee', urlName: 'fox-tee' },
      ]);
      const stores = await browser.post<{ data: Array<{ code: string }> }>(
        '/omnis/v3/models/fetch/',
        { type: 'division', ids: [server.world.demo.id] },
      );
      expect(stores.body.data[0]!.code).toBe('demo');
      expect(
        (await browser.post('/omnis/v3/models/fetch/', { type: 'user', ids: [1] })).status,
      ).toBe(422);
      expect(
        (await browser.get('/omnis/v3/divisions/demo/social/instagram/posts?limit=20')).body,
      ).toEqual({ media: [], connected: false });
    });
  });

  describe('events and forms', () => {
    it('takes collector events without credentials or CSRF, and logged events (beacons) without CSRF', async () => {
      const anonymous = server.browser();
      const before = await server.repos.records.countEvents('collector');
      const collected = await anonymous.post(
        '/omnis/v3/event-collector/',
        {
          event: 'page-view',
          payload: { landing: true },
          metadata: {
            environment: 'test',
            location: '/',
            currency: 'GBP',
            division: { id: server.world.demo.id, name: 'Demo Store' },
          },
        },
        { csrf: false },
      );
      expect(collected.status).toBe(202);
      expect(await server.repos.records.countEvents('collector')).toBe(before + 1);
      expect(
        (await anonymous.post('/omnis/v3/event-collector/', { payload: {} }, { csrf: false }))
          .status,
      ).toBe(422);
      const shopper = server.browser();
      await shopper.visit();
      expect(
        (
          await shopper.post('/omnis/v3/events/logEvent/', {
            events: [{ name: 'scroll', data: { depth: 50 } }, { name: 'click' }],
          })
        ).status,
      ).toBe(202);
      expect(await server.repos.records.countEvents('log')).toBe(2);
      expect((await shopper.post('/omnis/v3/events/logEvent/', { events: [] })).status).toBe(422);
      // Sent by sendBeacon on page hide, which can set no header: no CSRF token either.
      expect(
        (
          await shopper.post(
            '/omnis/v3/events/logEvent/',
            { events: [{ name: 'x' }] },
            { csrf: false },
          )
        ).status,
      ).toBe(202);
    });

    it('takes remill returns, permission requests and mailing-list subscriptions', async () => {
      const shopper = server.browser();
      await shopper.visit();
      const remill = await shopper.post<{ type: string; message: string }>(
        '/omnis/v3/frontend/retex/remill/submit/',
        { email: 'return@example.com', division: 'demo' },
      );
      expect(remill.body.type).toBe('success');
      expect(
        (await shopper.post<Message>('/omnis/v3/frontend/retex/remill/submit/', { email: '' })).body
          .message,
      ).toBe('This field is required');
      expect(
        (
          await shopper.post('/omnis/v3/atlas/permissions/request/pages.edit/', {
            reason: 'Need it',
          })
        ).status,
      ).toBe(401);
      const seller = server.browser();
      await seller.signIn(server.world.users.seller, PASSWORD);
      const requested = await seller.post<Message>(
        '/omnis/v3/atlas/permissions/request/pages.edit/',
        { reason: 'Need it' },
      );
      expect(requested.body.message).toBe('Permission request successfully submitted');
      const subscribe = {
        division: 'demo',
        mailingList: 'newsletter',
        email: 'fan@example.com',
        firstName: 'Fan',
      };
      const subscribed = await shopper.post<Message>(
        '/omnis/v3/mailing-lists/subscribe/',
        subscribe,
      );
      expect(subscribed.body.message).toBe("We've sent you an email to verify your subscription");
      expect(
        (await shopper.post<Message>('/omnis/v3/mailing-lists/subscribe/', subscribe)).status,
      ).toBe(200);
      const noName = await shopper.post<Message>('/omnis/v3/mailing-lists/subscribe/', {
        ...subscribe,
        firstName: ' ',
      });
      expect(noName.status).toBe(422);
      expect(noName.body.errors).toEqual({ firstName: ['This field is required'] });
      expect(
        (await shopper.post('/omnis/v3/mailing-lists/subscribe/', { ...subscribe, email: 'x' }))
          .body,
      ).toMatchObject({ message: 'Please enter a valid email address' });
    });

    it('sends a contact form to the address saved in its block', async () => {
      const seller = server.browser();
      await seller.signIn(server.world.users.seller, PASSWORD);
      const page = await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
        url: '/contact/',
        blocks: [
          {
            id: 'form-1',
            uid: 'form-1',
            type: 'mailContactForm',
            properties: { title: 'Contact', copy: '', contactEmail: 'owner@demo.test' },
          },
        ],
      });
      expect(page.status).toBe(201);
      // The form shoppers fill in is on the published page (issue 14).
      expect(
        (await seller.post(`/omnis/v3/divisions/demo/pages/${page.body.id}/publish/`, {})).status,
      ).toBe(200);
      const shopper = server.browser();
      await shopper.visit();
      const message = {
        division: 'demo',
        pageId: page.body.id,
        blockId: 'form-1',
        name: 'Ann',
        email: 'ann@example.com',
        message: 'Hello!',
      };
      expect((await shopper.post('/omnis/v3/contact-form/submit/', message)).status).toBe(200);
      const mail = (await server.repos.records.outbox('contact-form')).at(-1)!;
      expect(mail).toMatchObject({
        recipient: 'owner@demo.test',
        body: { email: 'ann@example.com', message: 'Hello!' },
      });
      expect(
        (await shopper.post('/omnis/v3/contact-form/submit/', { ...message, blockId: 'missing' }))
          .status,
      ).toBe(404);
      expect(
        (await shopper.post('/omnis/v3/contact-form/submit/', { ...message, message: '' })).status,
      ).toBe(422);
    });
  });
});
