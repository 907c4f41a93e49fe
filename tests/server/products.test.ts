import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerCollection, SellerProduct, SellerProductPage } from '../../src/products/view';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/** The seller's products and collections (issue 18), on SQLite and PostgreSQL. */
describe.each(testDatabaseKinds())('seller products on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  type Failure = { message: string };
  const base = '/omnis/v3/divisions/demo';

  const fox = {
    baseSku: 'BASE-TSHIRT',
    name: 'Fox Tee',
    urlName: 'seller-fox',
    description: '<p>Soft</p><script>alert(1)</script>',
    options: [
      { colourName: 'Black', sizes: ['S', 'M', 'L'] },
      { colourName: 'White', sizes: ['S', 'M', 'L'] },
    ],
    price: 25,
    images: [{ url: '/img/fox.png', alt: 'A fox', focalX: 0.4, focalY: 0.3 }],
    tags: ['fox'],
  };

  async function seller() {
    const browser = server.browser();
    await browser.signIn(server.world.users.seller, PASSWORD);
    return browser;
  }

  it('makes a product from a base product, pending approval and off the storefront', async () => {
    const browser = await seller();
    const made = await browser.post<{ product: SellerProduct }>(`${base}/products/`, fox);
    expect(made.status).toBe(201);
    const product = made.body.product;
    expect(product).toMatchObject({
      baseSku: 'BASE-TSHIRT',
      approvalStatus: 'pending',
      denialReason: null,
      version: 1,
      baseCost: 9.5,
      margin: { amount: 15.5, percent: 62 },
      options: [
        { colourName: 'Black', sizes: ['S', 'M', 'L'] },
        { colourName: 'White', sizes: ['S', 'M', 'L'] },
      ],
      images: [{ url: '/img/fox.png', alt: 'A fox', focalX: 0.4, focalY: 0.3 }],
    });
    expect(product.description).not.toContain('script');

    const shopper = server.browser();
    await shopper.visit();
    const storefront = await shopper.get<{ products: Array<{ urlName: string }> }>(
      '/omnis/v3/division/demo/products/?limit=100',
    );
    expect(storefront.body.products.map((item) => item.urlName)).not.toContain('seller-fox');

    // Once staff approve it, shoppers see it (the back-office is another issue: set it here).
    await server.database.handle.db
      .updateTable('products')
      .set({ approval_status: 'approved' })
      .where('id', '=', product.id)
      .execute();
    const after = await shopper.get<{ products: Array<{ urlName: string }> }>(
      '/omnis/v3/division/demo/products/?limit=100',
    );
    expect(after.body.products.map((item) => item.urlName)).toContain('seller-fox');
  });

  it('refuses a price at the base cost, a taken url name and a stranger, with messages', async () => {
    const browser = await seller();
    const cheap = await browser.post<Failure>(`${base}/products/`, {
      ...fox,
      urlName: 'cheap-fox',
      price: 9.5,
    });
    expect(cheap.status).toBe(422);
    expect(cheap.body.message).toBe('The price must be above the base cost of £9.50');
    const taken = await browser.post<Failure>(`${base}/products/`, fox);
    expect(taken.status).toBe(422);
    expect(taken.body.message).toBe('This url name is already used in your store');

    const other = server.browser();
    await other.signIn(server.world.users.otherSeller, PASSWORD);
    expect((await other.post(`${base}/products/`, { ...fox, urlName: 'seller-x' })).status).toBe(
      403,
    );
    const visitor = server.browser();
    await visitor.visit();
    expect((await visitor.get(`${base}/products/`)).status).toBe(401);
  });

  it('refuses a stale save with 409, and sends a changed product back to approval', async () => {
    const browser = await seller();
    const made = await browser.post<{ product: SellerProduct }>(`${base}/products/`, {
      ...fox,
      urlName: 'seller-owl',
      name: 'Owl Tee',
    });
    const { id } = made.body.product;
    await server.database.handle.db
      .updateTable('products')
      .set({ approval_status: 'denied', denial_reason: 'The design is blurry' })
      .where('id', '=', id)
      .execute();
    const denied = await browser.get<{ product: SellerProduct }>(`${base}/products/${id}/`);
    expect(denied.body.product).toMatchObject({
      approvalStatus: 'denied',
      denialReason: 'The design is blurry',
    });

    const edit = { ...fox, urlName: 'seller-owl', name: 'Owl Tee (sharper)', salePrice: 20 };
    const saved = await browser.request<{ product: SellerProduct }>(
      'PUT',
      `${base}/products/${id}/`,
      { version: 1, product: edit },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.product).toMatchObject({
      version: 2,
      approvalStatus: 'pending',
      denialReason: null,
      margin: { amount: 10.5, percent: 52.5 },
    });
    const stale = await browser.request<Failure & { product: SellerProduct }>(
      'PUT',
      `${base}/products/${id}/`,
      { version: 1, product: { ...edit, name: 'Lost edit' } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This product was changed by someone else');
  });

  it('puts products in a collection in the chosen order, and by bulk action', async () => {
    const browser = await seller();
    const ids: number[] = [];
    for (const name of ['Bee Tee', 'Hare Tee']) {
      const made = await browser.post<{ product: SellerProduct }>(`${base}/products/`, {
        ...fox,
        name,
        urlName: `seller-${name.toLowerCase().replace(' ', '-')}`,
      });
      ids.push(made.body.product.id);
    }
    const made = await browser.post<{ collection: SellerCollection }>(`${base}/collections/`, {
      name: 'Animals',
      urlName: 'seller-animals',
      productIds: [ids[1], ids[0]],
    });
    expect(made.status).toBe(201);
    expect(made.body.collection).toMatchObject({ productIds: [ids[1], ids[0]], version: 1 });

    const third = await browser.post<{ product: SellerProduct }>(`${base}/products/`, {
      ...fox,
      name: 'Narwhal Tee',
      urlName: 'seller-narwhal',
    });
    const bulk = await browser.post<{ updated: number }>(`${base}/products/bulk/`, {
      action: 'addToCollection',
      ids: [third.body.product.id],
      collectionId: made.body.collection.id,
    });
    expect(bulk.body.updated).toBe(1);
    const inCollection = await browser.get<SellerProductPage>(
      `${base}/products/?collection=${made.body.collection.id}`,
    );
    expect(inCollection.body.total).toBe(3);

    const off = await browser.post<{ updated: number }>(`${base}/products/bulk/`, {
      action: 'disable',
      ids,
    });
    expect(off.body.updated).toBe(2);
    const disabled = await browser.get<SellerProductPage>(`${base}/products/?filter=disabled`);
    expect(disabled.body.products.map((row) => row.id).sort()).toStrictEqual([...ids].sort());

    const stale = await browser.request<Failure>(
      'PUT',
      `${base}/collections/${made.body.collection.id}/`,
      { version: 5, collection: { name: 'Animals', urlName: 'seller-animals' } },
    );
    expect(stale.status).toBe(409);
  });

  it('pages, sorts and searches the product table on the server', async () => {
    const browser = await seller();
    const page = await browser.get<SellerProductPage>(
      `${base}/products/?sort=name&direction=asc&perPage=2&page=1`,
    );
    expect(page.status).toBe(200);
    expect(page.body.products).toHaveLength(2);
    const names = page.body.products.map((row) => row.name);
    expect([...names].sort()).toStrictEqual(names);
    const all = await browser.get<SellerProductPage>(`${base}/products/?perPage=100`);
    expect(page.body.total).toBe(all.body.total);
    const found = await browser.get<SellerProductPage>(`${base}/products/?search=NARWHAL`);
    expect(found.body.products.map((row) => row.name)).toStrictEqual(['Narwhal Tee']);
    const percent = await browser.get<SellerProductPage>(`${base}/products/?search=%25`);
    expect(percent.body.total).toBe(0);
    expect((await browser.get<Failure>(`${base}/products/?perPage=1000`)).status).toBe(422);
  });

  it('shows a rule collection by tag on the storefront, and nothing once switched off', async () => {
    const browser = await seller();
    const made = await browser.post<{ collection: SellerCollection }>(`${base}/collections/`, {
      name: 'Foxes',
      urlName: 'seller-foxes',
      mode: 'rule',
      rule: 'tag',
      ruleTag: 'fox',
    });
    expect(made.status).toBe(201);
    const shopper = server.browser();
    await shopper.visit();
    const listed = async () =>
      (
        await shopper.get<{ products: Array<{ urlName: string }> }>(
          '/omnis/v3/division/demo/products/?limit=100&collection=seller-foxes',
        )
      ).body.products.map((item) => item.urlName);
    // Only the approved one of the store's fox-tagged products (the first test approved it).
    expect(await listed()).toStrictEqual(['seller-fox']);
    const off = await browser.request<{ collection: SellerCollection }>(
      'PUT',
      `${base}/collections/${made.body.collection.id}/`,
      {
        version: 1,
        collection: {
          name: 'Foxes',
          urlName: 'seller-foxes',
          mode: 'rule',
          rule: 'tag',
          ruleTag: 'fox',
          active: false,
        },
      },
    );
    expect(off.body.collection).toMatchObject({ active: false, version: 2 });
    expect(await listed()).toStrictEqual([]);
  });
});
