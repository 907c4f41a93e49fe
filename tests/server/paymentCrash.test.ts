import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/commerce/orderView';
import { createRepositories } from '../../server/db/repos';
import { Browser } from './support/browser';
import { testDatabaseKinds, type TestDatabase } from './support/databases';
import { spawnServer, waitForExit, type ServerProcess } from './support/process';

/**
 * A crash between the charge and the order update loses no paid order and charges no
 * one twice: the real server process ends (FAULT_CRASH_AFTER_CHARGE) right after the test
 * processor charged the card and before the order was marked paid; restarted on the same
 * database, the next read of the order finds the charged intent and completes the order.
 */
describe.each(testDatabaseKinds())('a crash mid-payment on $dialect', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  let productId = 0;

  beforeAll(async () => {
    database = await kind.open();
    const repos = createRepositories(database.handle.db);
    const division = await repos.divisions.create({
      code: 'crash',
      name: 'Crash Test Store',
      subdomain: 'crash',
      theme: 'naked',
    });
    const product = await repos.products.create({
      uuid: 'uuid-crash-tee',
      divisionId: division.id,
      sku: 'SKU-CRASH',
      name: 'Crash Tee',
      urlName: 'crash-tee',
      description: 'A tee',
      type: 't-shirt',
      price: 25,
      salePrice: null,
      bestsellerRank: 1,
      defaultColour: null,
      createdAt: '2024-01-01T00:00:00.000Z',
      isBaseProduct: false,
      baseSku: null,
      options: [],
    });
    productId = product.id;
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await database.dispose();
  });

  it('completes the order on the next read after the restart, with one charge', async () => {
    server = await spawnServer({ ...database.env, FAULT_CRASH_AFTER_CHARGE: '1' });
    const shopper = new Browser(server.url);
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId },
      division: 'crash',
    });
    const quote = await shopper.post<{ totals: { total: number } }>('/omnis/v3/checkout/quote/', {
      division: 'crash',
    });
    const placed = await shopper.post<{ order: OrderView }>('/omnis/v3/checkout/place-order/', {
      division: 'crash',
      idempotencyKey: 'crash-test-key-0123456789',
      email: 'crash@example.com',
      shippingAddress: {
        name: 'Ada',
        street: '1 Row',
        city: 'London',
        country: 'GB',
        zip: 'SW1A 1AA',
      },
      shippingMethod: 'standard',
      currency: 'GBP',
      expectedTotal: quote.body.totals.total,
    });
    expect(placed.status).toBe(200);
    const hash = placed.body.order.hash;

    // The payment request never gets an answer: the process ends after the charge.
    await expect(
      shopper.post(`/omnis/v3/orders/${hash}/pay/`, {
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      }),
    ).rejects.toThrow();
    await waitForExit(server.child);
    const db = database.handle.db;
    const charged = await db.selectFrom('test_payment_intents').selectAll().execute();
    expect(charged.map((intent) => intent.status)).toEqual(['succeeded']);
    const before = await db
      .selectFrom('orders')
      .select('status')
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(before.status).toBe('to_be_paid');

    server = await spawnServer(database.env);
    const reader = new Browser(server.url);
    await reader.visit();
    const after = await reader.get<{ order: OrderView }>(`/omnis/v3/orders/${hash}/`);
    expect(after.body.order).toMatchObject({ status: 'paid', payment: { step: 'paid' } });
    expect(after.body.order.invoiceNumber).toBe(1);
    // Paying again is refused: one charge, one paid order.
    const again = await reader.post(`/omnis/v3/orders/${hash}/pay/`, {
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(again.status).toBe(409);
    expect(await db.selectFrom('test_payment_intents').select('id').execute()).toHaveLength(1);
    const attempts = await db
      .selectFrom('payment_attempts')
      .select(['state', 'successful'])
      .execute();
    expect(attempts).toEqual([{ state: 'succeeded', successful: 1 }]);
  }, 120_000);
});
