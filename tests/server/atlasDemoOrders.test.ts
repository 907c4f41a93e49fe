import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDERS, seedDemoOrders } from '../../server/seed/demoOrders';
import { testDatabaseKinds } from './support/databases';
import { openStoreDatabase, type StoreDatabase } from './support/stores';

/** The demo orders atlas shows on a fresh start: paid with the test processor, idempotent. */
describe.each(testDatabaseKinds())('demo orders on $dialect', (kind) => {
  let store: StoreDatabase;
  beforeAll(async () => {
    store = await openStoreDatabase(kind.open);
    for (const [index, name] of ['Wave Tee', 'Fern Hoodie'].entries())
      await store.repos.products.create({
        uuid: `uuid-demo-${index}`,
        divisionId: store.divisionId,
        sku: `SKU-DEMO-${index}`,
        name,
        urlName: `demo-${index}`,
        description: name,
        type: 't-shirt',
        price: 20 + index,
        salePrice: null,
        bestsellerRank: index + 1,
        defaultColour: 'Black',
        createdAt: '2025-01-01T00:00:00.000Z',
        isBaseProduct: false,
        baseSku: null,
        options: [],
      });
  }, 60_000);
  afterAll(async () => store.test.dispose());

  it('creates orders in different statuses, paid by the test processor, once', async () => {
    const db = store.test.handle.db;
    expect(await seedDemoOrders(db)).toBe(DEMO_ORDERS.length);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_method', 'payment_transaction', 'billing_email'])
      .orderBy('id')
      .execute();
    expect(orders.map((order) => order.status)).toEqual(DEMO_ORDERS.map((plan) => plan.status));
    const paid = orders.filter((order) => order.status !== 'new');
    for (const order of paid) {
      expect(order.payment_method).toBe('Test card ending 4242');
      const intent = await db
        .selectFrom('test_payment_intents')
        .select(['status', 'amount'])
        .where('id', '=', order.payment_transaction!)
        .executeTakeFirstOrThrow();
      expect(intent.status).toBe('succeeded');
    }
    // Each move is in the status log, in the flow's order.
    const complete = orders.find((order) => order.status === 'complete')!;
    const log = await db
      .selectFrom('order_status_log')
      .select('status')
      .where('order_id', '=', complete.id)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.status)).toEqual([
      'new',
      'paid',
      'processing',
      'printed',
      'packing',
      'complete',
    ]);

    // A second start adds nothing and moves nothing.
    expect(await seedDemoOrders(db)).toBe(0);
    const again = await db.selectFrom('orders').select(['id', 'status']).orderBy('id').execute();
    expect(again).toEqual(orders.map(({ id, status }) => ({ id, status })));
    const intents = await db.selectFrom('test_payment_intents').select('id').execute();
    expect(intents).toHaveLength(paid.length);
  });
});
