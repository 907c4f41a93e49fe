import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/commerce/orderView';
import { TEST_PAYMENT_MESSAGES } from '../../src/commerce/testCards';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/** Checkout, payment with the test processor, webhooks and idempotency (issue 17). */
const WEBHOOK_SECRET = 'whsec_checkout_test_secret';
const signer = new Stripe('sk_test_offline_verifier');

const address = {
  name: 'Ada Lovelace',
  street: '1 Analytical Row',
  city: 'London',
  country: 'GB',
  zip: 'SW1A 1AA',
};

describe.each(testDatabaseKinds())('checkout on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.TEST_PAYMENTS_WEBHOOK_SECRET = WEBHOOK_SECRET;
    server = await startTestServer({ kind });
    await server.database.handle.db
      .insertInto('coupons')
      .values({
        division_id: server.world.demo.id,
        code: 'WELCOME10',
        percent_off: 10,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    delete process.env.TEST_PAYMENTS_WEBHOOK_SECRET;
    await server.close();
  });

  /** A shopper with the tee (£20 on sale) twice and the hoodie (£25) in the basket. */
  async function shopperWithBasket() {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee, quantity: 2 },
      division: 'demo',
    });
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.hoodie },
      division: 'demo',
    });
    return shopper;
  }

  type Quote = {
    totals: { total: number; goodsTax: number };
    shippingChoices: { code: string; price: number }[];
  };
  const quote = (shopper: ReturnType<TestServer['browser']>, body: Record<string, unknown> = {}) =>
    shopper.post<Quote>('/omnis/v3/checkout/quote/', { division: 'demo', ...body });

  async function place(
    shopper: ReturnType<TestServer['browser']>,
    extra: Record<string, unknown> = {},
  ) {
    const { body } = await quote(shopper);
    return shopper.post<{ order: OrderView; message?: string }>('/omnis/v3/checkout/place-order/', {
      division: 'demo',
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0000000000`,
      email: 'ada@example.com',
      shippingAddress: address,
      shippingMethod: 'standard',
      currency: 'GBP',
      expectedTotal: body.totals.total,
      ...extra,
    });
  }

  const pay = (shopper: ReturnType<TestServer['browser']>, hash: string, number: string) =>
    shopper.post<{ order: OrderView; message?: string }>(`/omnis/v3/orders/${hash}/pay/`, {
      number,
      expiry: '12 / 34',
      cvc: '123',
    });

  it('prices the basket on the server: £65 of goods ships free in the UK, VAT included', async () => {
    const shopper = await shopperWithBasket();
    const { status, body } = await quote(shopper);
    expect(status).toBe(200);
    expect(body.totals.total).toBe(6500);
    // VAT is rounded per line: 20 % held in £40.00 is £6.67, in £25.00 £4.17.
    expect(body.totals.goodsTax).toBe(667 + 417);
    expect(body.shippingChoices.map((choice) => [choice.code, choice.price])).toEqual([
      ['standard', 0],
      ['express', 695],
    ]);
    const coupon = await quote(shopper, { coupon: 'welcome10' });
    expect(coupon.body.totals.total).toBe(5850);
    const bad = await quote(shopper, { coupon: 'NOPE' });
    expect(bad.status).toBe(422);
    expect((bad.body as unknown as { message: string }).message).toBe(
      'This coupon code is not valid',
    );
  });

  it('refuses a bad address with the catalogue message, field by field', async () => {
    const shopper = await shopperWithBasket();
    const answer = await place(shopper, { shippingAddress: { ...address, zip: 'NOT A CODE' } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Please enter a valid UK postcode');
  });

  it('places one order per checkout key, however many times it is sent', async () => {
    const shopper = await shopperWithBasket();
    const { body } = await quote(shopper);
    const request = {
      division: 'demo',
      idempotencyKey: 'double-click-key-1234567890',
      email: 'ada@example.com',
      shippingAddress: address,
      shippingMethod: 'standard',
      currency: 'GBP',
      expectedTotal: body.totals.total,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        shopper.post<{ order: OrderView }>('/omnis/v3/checkout/place-order/', request),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.order.hash)).size).toBe(1);
    const hash = answers[0]!.body.order.hash;
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    const rows = await server.database.handle.db
      .selectFrom('checkout_idempotency_keys')
      .select('order_id')
      .where('key', 'like', '%double-click-key-1234567890')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the basket after a declined card and shows the processor message', async () => {
    const shopper = await shopperWithBasket();
    const { body } = await place(shopper);
    const declined = await pay(shopper, body.order.hash, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(TEST_PAYMENT_MESSAGES.declined);
    const basket = await shopper.get<{ items: unknown[] }>(
      '/omnis/v3/basket/main/list/?division=demo',
    );
    expect(basket.body.items).toHaveLength(2);
    const order = await shopper.get<{ order: OrderView }>(`/omnis/v3/orders/${body.order.hash}/`);
    expect(order.body.order.payment).toMatchObject({
      step: 'pay',
      lastError: TEST_PAYMENT_MESSAGES.declined,
    });
  });

  it('takes a good card once: paid, invoiced, mailed, basket emptied; a second payment is refused', async () => {
    const shopper = await shopperWithBasket();
    const { body } = await place(shopper);
    const paid = await pay(shopper, body.order.hash, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'paid', payment: { step: 'paid' } });
    expect(paid.body.order.invoiceNumber).toBeGreaterThan(0);
    expect(paid.body.order.paymentMethod).toBe('Test card ending 4242');
    const again = await pay(shopper, body.order.hash, '4242 4242 4242 4242');
    expect(again.status).toBe(409);
    const basket = await shopper.get<{ items: unknown[] }>(
      '/omnis/v3/basket/main/list/?division=demo',
    );
    expect(basket.body.items).toEqual([]);
    const mails = await server.repos.records.outbox('order-confirmation');
    const mail = mails.find((each) =>
      (each.body as { link: string }).link.endsWith(body.order.hash),
    );
    expect(mail?.recipient).toBe('ada@example.com');
    expect((mail?.body as { text: string }).text).toContain('Fox Tee');
  });

  it('asks the authentication card for a challenge, and pays once it passes', async () => {
    const shopper = await shopperWithBasket();
    const { body } = await place(shopper);
    const challenge = await pay(shopper, body.order.hash, '4000 0025 0000 3155');
    expect(challenge.status).toBe(200);
    expect(challenge.body.order.payment.step).toBe('authenticate');
    const passed = await shopper.post<{ order: OrderView }>(
      `/omnis/v3/orders/${body.order.hash}/authenticate/`,
      {
        passed: true,
      },
    );
    expect(passed.body.order.status).toBe('paid');
  });

  it('verifies webhook signatures and applies a delivery once', async () => {
    const shopper = await shopperWithBasket();
    const { body } = await place(shopper);
    // Open an attempt whose intent the shopper then pays "elsewhere": only the webhook tells us.
    const challenge = await pay(shopper, body.order.hash, '4000 0025 0000 3155');
    expect(challenge.body.order.payment.step).toBe('authenticate');
    const intent = await server.database.handle.db
      .selectFrom('payment_attempts')
      .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
      .select('payment_attempts.intent_id')
      .where('orders.hash', '=', body.order.hash)
      .executeTakeFirstOrThrow();
    const payload = JSON.stringify({
      id: `evt_${body.order.hash}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.intent_id, object: 'payment_intent' } },
    });
    const hook = (signature: string) =>
      server
        .browser()
        .post<{ received: boolean; duplicate: boolean }>(
          '/omnis/v3/checkout/webhooks/test/',
          undefined,
          {
            raw: payload,
            contentType: 'application/json',
            headers: { 'stripe-signature': signature },
          },
        );
    const forged = await hook(
      signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    );
    expect(forged.status).toBe(400);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await hook(signature);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const second = await hook(signature);
    expect(second.body).toEqual({ received: true, duplicate: true });
    const order = await shopper.get<{ order: OrderView }>(`/omnis/v3/orders/${body.order.hash}/`);
    expect(order.body.order.status).toBe('paid');
    const log = await server.database.handle.db
      .selectFrom('order_status_log')
      .innerJoin('orders', 'orders.id', 'order_status_log.order_id')
      .select('order_status_log.status')
      .where('orders.hash', '=', body.order.hash)
      .execute();
    expect(log.map((row) => row.status)).toEqual(['to_be_paid', 'paid']);
  });

  it('refuses an order whose basket changed since the shopper saw the total', async () => {
    const shopper = await shopperWithBasket();
    const answer = await place(shopper, { expectedTotal: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Your basket changed while you were checking out: check the total and try again',
    );
  });

  it('takes no order while the store is not active (under review or taken offline)', async () => {
    const shopper = await shopperWithBasket();
    const setActive = (active: number) =>
      server.database.handle.db
        .updateTable('divisions')
        .set({ active })
        .where('id', '=', server.world.demo.id)
        .execute();
    await setActive(0);
    try {
      const answer = await place(shopper);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('This store is not taking orders at the moment');
    } finally {
      await setActive(1);
    }
    expect((await place(shopper)).status).toBe(200);
  });

  it('refunds a payment that lands after the shopper cancelled, and keeps the order cancelled', async () => {
    const shopper = await shopperWithBasket();
    const { body } = await place(shopper);
    const hash = body.order.hash;
    const challenge = await pay(shopper, hash, '4000 0025 0000 3155');
    expect(challenge.body.order.payment.step).toBe('authenticate');
    const order = await shopper.get<{ order: { version: number } }>(
      `/omnis/v3/after-sales/${hash}/`,
    );
    const cancelled = await shopper.post(`/omnis/v3/after-sales/${hash}/cancel/`, {
      version: order.body.order.version,
    });
    expect(cancelled.status).toBe(200);
    // The challenge, still open in another tab, completes the charge after the cancel.
    await shopper.post(`/omnis/v3/orders/${hash}/authenticate/`, { passed: true });
    const db = server.database.handle.db;
    const row = await db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const attempts = await db
      .selectFrom('payment_attempts')
      .select(['state', 'intent_id'])
      .where('order_id', '=', row.id)
      .execute();
    expect(attempts.map((attempt) => attempt.state)).toEqual(['refunded']);
    const intent = await db
      .selectFrom('test_payment_intents')
      .select('status')
      .where('id', '=', attempts[0]!.intent_id!)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('refunded');
  });
});
