import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import priceBreakdown from '../../blocks/priceBreakdown';
import profitPerMonth from '../../blocks/profitPerMonth';
import { makeBlock } from '../../blocks/testing';
import type { Browser } from './support/browser';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

const PROFIT = '/omnis/v3/divisions/demo/figures/profit-per-month/';
const priceOf = (id: number) => `/omnis/v3/divisions/demo/figures/products/${id}/price/`;

/** The profitPerMonth and priceBreakdown blocks' figures, on SQLite and PostgreSQL. */
describe.each(testDatabaseKinds())('seller figures on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    const { db } = server.database.handle;
    let hash = 0;
    const order = async (
      divisionId: number,
      status: string,
      createdAt: string,
      lines: { productId: number; quantity: number; price: number; discount?: number }[],
      conversionRate = '1',
    ) => {
      const { id } = await db
        .insertInto('orders')
        .values({
          hash: `figures-${(hash += 1)}`,
          division_id: divisionId,
          customer_id: null,
          currency: conversionRate === '1' ? 'GBP' : 'EUR',
          status,
          subtotal: 0,
          goods_tax: 0,
          total: 0,
          coupon: null,
          billing_email: 'shopper@example.test',
          billing_address: '{}',
          shipping_address: '{}',
          shipping_method: 'standard',
          payment_method: null,
          payment_transaction: null,
          invoice_number: null,
          created_at: createdAt,
          deleted_at: null,
          phone: null,
          conversion_rate: conversionRate,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const line of lines)
        await db
          .insertInto('order_items')
          .values({
            order_id: id,
            product_id: line.productId,
            name: 'Line',
            quantity: line.quantity,
            price: line.price,
            tax: 0,
            discount: line.discount ?? 0,
            price_tax_included: line.price,
            vat_rate: 20,
          })
          .execute();
    };
    const { tee, hoodie, otherStoreTee } = server.world.products;
    await db.updateTable('products').set({ base_cost: 9.5 }).where('id', '=', tee).execute();
    await db.updateTable('products').set({ base_cost: 21 }).where('id', '=', hoodie).execute();
    // March: 2 tees at £16.67 net each, one hoodie at £20.83 net with £2.08 off.
    await order(server.world.demo.id, 'paid', '2026-03-02T09:00:00.000Z', [
      { productId: tee, quantity: 2, price: 3334 },
      { productId: hoodie, quantity: 1, price: 2083, discount: 208 },
    ]);
    // May, in euros at 1.2 per pound: one tee, €24.00 net (£20.00).
    await order(
      server.world.demo.id,
      'complete',
      '2026-05-20T12:00:00.000Z',
      [{ productId: tee, quantity: 1, price: 2400 }],
      '1.2',
    );
    // Unpaid, cancelled and another store's orders never count.
    await order(server.world.demo.id, 'new', '2026-04-01T00:00:00.000Z', [
      { productId: tee, quantity: 5, price: 9999 },
    ]);
    await order(server.world.demo.id, 'cancelled', '2026-04-01T00:00:00.000Z', [
      { productId: tee, quantity: 5, price: 9999 },
    ]);
    await order(server.world.other.id, 'paid', '2026-04-01T00:00:00.000Z', [
      { productId: otherStoreTee, quantity: 5, price: 9999 },
    ]);
  });
  afterAll(() => server.close());

  const as = async (email: string) => {
    const browser = server.browser();
    await browser.signIn(email, PASSWORD);
    return browser;
  };

  it('answers the seller their profit per month from paid orders, net of VAT and base costs', async () => {
    const seller = await as(server.world.users.seller);
    const answer = await seller.get(PROFIT);
    expect(answer.status).toBe(200);
    // March: 33.34 - 19.00 + (20.83 - 2.08 - 21.00) = 12.09; May: 20.00 - 9.50.
    expect(answer.body).toStrictEqual({
      months: [
        { month: '2026-03', profit: 12.09 },
        { month: '2026-05', profit: 10.5 },
      ],
    });
  });

  it('answers a product’s price figures with its sale price, base cost and VAT rate', async () => {
    const seller = await as(server.world.users.seller);
    const answer = await seller.get(priceOf(server.world.products.tee));
    expect(answer.status).toBe(200);
    expect(answer.body).toStrictEqual({ price: 20, baseCost: 9.5, printCost: 0, vatRate: 20 });
    const elsewhere = await seller.get(priceOf(server.world.products.otherStoreTee));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toStrictEqual({ message: 'Product not found' });
  });

  it('is what the profitPerMonth and priceBreakdown blocks read from their asyncData paths', async () => {
    const seller = await as(server.world.users.seller);
    const get = (browser: Browser) => async (path: string) => {
      const answer = await browser.get(`/omnis/v3${path}`);
      if (answer.status !== 200) throw new Error(`${answer.status}`);
      return answer.body;
    };
    const divisionId = server.world.demo.id;
    const profitProperties = { asyncData: '/divisions/{division}/figures/profit-per-month/' };
    expect(
      await profitPerMonth.load!({
        block: makeBlock(profitPerMonth, profitProperties),
        properties: profitPerMonth.properties.parse(profitProperties),
        divisionId,
        get: get(seller),
      }),
    ).toStrictEqual({
      ok: true,
      value: [
        { month: '2026-03', profit: 12.09 },
        { month: '2026-05', profit: 10.5 },
      ],
    });
    const priceProperties = {
      asyncData: `/divisions/{division}/figures/products/${server.world.products.tee}/price/`,
    };
    const load = (browser: Browser) =>
      priceBreakdown.load!({
        block: makeBlock(priceBreakdown, priceProperties),
        properties: priceBreakdown.properties.parse(priceProperties),
        divisionId,
        get: get(browser),
      });
    expect(await load(seller)).toStrictEqual({
      ok: true,
      value: { price: 20, baseCost: 9.5, printCost: 0, vatRate: 20 },
    });
    // A shopper's page shows the block's error state, never the seller's figures.
    expect((await load(server.browser())).ok).toBe(false);
  });

  it('refuses the figures to shoppers, customers and other stores’ sellers', async () => {
    expect((await server.browser().get(PROFIT)).status).toBe(401);
    const customer = await as(server.world.users.customer);
    expect((await customer.get(PROFIT)).status).toBe(403);
    const outsider = await as(server.world.users.otherSeller);
    expect((await outsider.get(PROFIT)).status).toBe(403);
    expect((await outsider.get(priceOf(server.world.products.tee))).status).toBe(403);
  });
});
