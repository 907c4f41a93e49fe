import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSalesView } from '../../src/commerce/afterSalesView';
import { createAccountMailer } from '../../server/accounts/accountMail';
import { createAfterSalesRepository } from '../../server/commerce/afterSales/afterSalesRepository';
import { createAfterSalesService } from '../../server/commerce/afterSales/afterSalesService';
import { payOrder, placeOrder } from './support/checkout';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/** Returns, order edits, address updates, cancellation and quotes (issue 17). */
const address = {
  name: 'Ada Lovelace',
  street: '1 Analytical Row',
  city: 'London',
  country: 'GB',
  zip: 'SW1A 1AA',
};
type Shopper = ReturnType<TestServer['browser']>;
type Answer = { order: AfterSalesView; message?: string };

describe.each(testDatabaseKinds())('after sales on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => server.close());

  /** A paid order: the tee (Black, M) twice and the hoodie once. */
  async function paidOrder(
    email = 'ada@example.com',
    pay = true,
  ): Promise<{ shopper: Shopper; hash: string }> {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: {
        productId: server.world.products.tee,
        quantity: 2,
        productColor: 'Black',
        productSize: 'M',
      },
      division: 'demo',
    });
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.hoodie },
      division: 'demo',
    });
    const { hash } = await placeOrder(shopper, { email });
    if (!pay) return { shopper, hash };
    const paid = await payOrder(shopper, hash);
    expect(paid.body.order.status).toBe('paid');
    return { shopper, hash };
  }

  const read = async (shopper: Shopper, hash: string) =>
    (await shopper.get<Answer>(`/omnis/v3/after-sales/${hash}/`)).body.order;

  it('finds an order by its reference and billing email, and nothing else', async () => {
    const { shopper, hash } = await paidOrder('grace@example.com');
    const found = await shopper.post<{ hash: string }>('/omnis/v3/after-sales/find/', {
      reference: hash.slice(0, 8).toUpperCase(),
      email: 'Grace@Example.com',
    });
    expect(found.body.hash).toBe(hash);
    const wrong = await shopper.post<{ message: string }>('/omnis/v3/after-sales/find/', {
      reference: hash.slice(0, 8),
      email: 'someone@example.com',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(
      'We could not find an order with that reference and email address',
    );
  });

  it('returns items within their active quantity, with a label PDF', async () => {
    const { shopper, hash } = await paidOrder();
    const order = await read(shopper, hash);
    expect(order).toMatchObject({ status: 'paid', editable: true, returnable: true });
    const tee = order.items.find((item) => item.name === 'Fox Tee')!;
    expect(tee).toMatchObject({
      quantity: 2,
      activeQuantity: 2,
      options: { colour: 'Black', size: 'M' },
    });
    expect(tee.choices).toEqual([
      { colour: 'Black', sizes: ['S', 'M', 'L'] },
      { colour: 'White', sizes: ['M'] },
    ]);

    const sent = await shopper.post<{ returnId: number; order: AfterSalesView }>(
      `/omnis/v3/after-sales/${hash}/returns/`,
      { version: order.version, lines: [{ itemId: tee.id, quantity: 1 }], reason: 'wrong_size' },
    );
    expect(sent.status).toBe(200);
    const after = sent.body.order;
    expect(after.items.find((item) => item.id === tee.id)!.activeQuantity).toBe(1);
    expect(after.returns).toEqual([
      expect.objectContaining({
        id: sent.body.returnId,
        status: 'requested',
        reason: 'wrong_size',
        lines: [{ itemId: tee.id, name: 'Fox Tee', quantity: 1 }],
      }),
    ]);

    const label = await shopper.get(
      `/omnis/v3/after-sales/${hash}/returns/${sent.body.returnId}/label.pdf`,
    );
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.headers.get('content-disposition')).toContain(
      `return-label-${hash.slice(0, 8).toUpperCase()}`,
    );
    expect(label.text.startsWith('%PDF-')).toBe(true);

    const tooMany = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/returns/`, {
      version: after.version,
      lines: [{ itemId: tee.id, quantity: 2 }],
      reason: 'faulty',
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('You can return at most 1 of Fox Tee');

    const stale = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/returns/`, {
      version: order.version,
      lines: [{ itemId: tee.id, quantity: 1 }],
      reason: 'faulty',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.order.version).toBe(after.version);
  });

  it('sends the "return received" mail once when staff take the return in', async () => {
    const { shopper, hash } = await paidOrder('lin@example.com');
    const order = await read(shopper, hash);
    const sent = await shopper.post<{ returnId: number }>(
      `/omnis/v3/after-sales/${hash}/returns/`,
      {
        version: order.version,
        lines: [{ itemId: order.items[1]!.id, quantity: 1 }],
        reason: 'faulty',
      },
    );
    const service = createAfterSalesService({
      orders: server.repos.orders,
      afterSales: createAfterSalesRepository(server.database.handle.db),
      products: server.repos.products,
      divisions: server.repos.divisions,
      processor: null,
      mailer: createAccountMailer(
        { smtpUrl: null, fromAddress: 'shop@demo.test' },
        server.repos.records,
      ),
      env: {},
    });
    expect(await service.markReturnReceived(sent.body.returnId, 'http://shop.test')).toBe(true);
    expect(await service.markReturnReceived(sent.body.returnId, 'http://shop.test')).toBe(false);
    const mails = (await server.repos.records.outbox('return-received')).filter(
      (mail) => mail.recipient === 'lin@example.com',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `We have received your return for Demo Store order ${hash.slice(0, 8).toUpperCase()}`,
    );
    expect((mails[0]!.body as { text: string }).text).toContain('1 × Owl Hoodie');
    expect((await read(shopper, hash)).returns[0]!.status).toBe('received');
  });

  it('changes size, colour and address before processing, and refuses after', async () => {
    const { shopper, hash } = await paidOrder();
    let order = await read(shopper, hash);
    const tee = order.items.find((item) => item.name === 'Fox Tee')!;
    const resized = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/items/${tee.id}/`, {
      version: order.version,
      colour: 'Black',
      size: 'L',
    });
    expect(resized.status).toBe(200);
    order = resized.body.order;
    expect(order.items.find((item) => item.id === tee.id)!.options).toEqual({
      colour: 'Black',
      size: 'L',
    });
    const unmade = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/items/${tee.id}/`, {
      version: order.version,
      colour: 'White',
      size: 'L',
    });
    expect(unmade.status).toBe(422);
    expect(unmade.body.message).toBe('This size is not available in this colour');

    const badZip = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/address/`, {
      version: order.version,
      shippingAddress: { ...address, zip: 'NOPE' },
    });
    expect(badZip.status).toBe(422);
    expect(badZip.body.message).toBe('Please enter a valid UK postcode');
    const abroad = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/address/`, {
      version: order.version,
      shippingAddress: { ...address, country: 'FR', zip: '75001' },
    });
    expect(abroad.status).toBe(422);
    expect(abroad.body.message).toBe(
      'The new address must be in the same country: delivery and VAT were charged for it',
    );
    const moved = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/address/`, {
      version: order.version,
      shippingAddress: { ...address, street: '2 Difference Lane' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.order.shippingAddress.street).toBe('2 Difference Lane');
    order = moved.body.order;

    const stored = (await server.repos.orders.findByHash(hash))!;
    expect(await server.repos.orders.transition(stored.id, ['paid'], 'processing')).toBe(true);
    const locked = 'This order is already being made, so it can no longer be changed';
    const late = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/items/${tee.id}/`, {
      version: order.version + 1,
      colour: 'Black',
      size: 'S',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(locked);
    expect(late.body.order).toMatchObject({ editable: false, lockedMessage: locked });
    const lateCancel = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/cancel/`, {
      version: order.version + 1,
    });
    expect(lateCancel.status).toBe(409);
    expect(lateCancel.body.message).toBe(locked);
    const edits = await server.database.handle.db
      .selectFrom('order_edits')
      .select('kind')
      .where('order_id', '=', stored.id)
      .orderBy('id')
      .execute();
    expect(edits.map((edit) => edit.kind)).toEqual(['options', 'address']);
  });

  it('refuses a change made from a stale page, with the current order', async () => {
    const { shopper, hash } = await paidOrder();
    const order = await read(shopper, hash);
    await shopper.post(`/omnis/v3/after-sales/${hash}/address/`, {
      version: order.version,
      shippingAddress: { ...address, city: 'Bath', zip: 'BA1 1AA' },
    });
    const stale = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/address/`, {
      version: order.version,
      shippingAddress: address,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.order.shippingAddress.city).toBe('Bath');
  });

  it('cancels a paid order once and refunds it through the processor', async () => {
    const { shopper, hash } = await paidOrder();
    const order = await read(shopper, hash);
    const answers = await Promise.all([
      shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/cancel/`, { version: order.version }),
      shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/cancel/`, { version: order.version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = (await server.repos.orders.findByHash(hash))!;
    expect(stored.status).toBe('refunded');
    expect((await server.repos.orders.statusLog(stored.id)).map((log) => log.status)).toEqual([
      'to_be_paid',
      'paid',
      'cancelled',
      'refunded',
    ]);
    const intent = await server.database.handle.db
      .selectFrom('test_payment_intents')
      .select('status')
      .where('id', '=', stored.paymentTransaction!)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('refunded');
    const after = await read(shopper, hash);
    expect(after).toMatchObject({ editable: false, returnable: false });
  });

  it('cancels an unpaid order without a refund, and closes it to returns', async () => {
    const { shopper, hash } = await paidOrder('unpaid@example.com', false);
    const order = await read(shopper, hash);
    expect(order).toMatchObject({ status: 'to_be_paid', editable: true, returnable: false });
    const cancelled = await shopper.post<Answer>(`/omnis/v3/after-sales/${hash}/cancel/`, {
      version: order.version,
    });
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      editable: false,
      lockedMessage: 'This order has been cancelled, so it can no longer be changed',
    });
    const stored = (await server.repos.orders.findByHash(hash))!;
    expect((await server.repos.orders.statusLog(stored.id)).map((log) => log.status)).toEqual([
      'to_be_paid',
      'cancelled',
    ]);
  });

  it('thanks a remill return with a coupon for the next purchase', async () => {
    const shopper = server.browser();
    await shopper.visit();
    const answer = await shopper.post<{ type: string }>('/omnis/v3/frontend/retex/remill/submit/', {
      email: 'remill@example.com',
      division: 'demo',
    });
    expect(answer.body.type).toBe('success');
    const mail = (await server.repos.records.outbox('remill-label')).find(
      (each) => each.recipient === 'remill@example.com',
    );
    const { coupon, percentOff } = mail!.body as { coupon: string; percentOff: number };
    expect(coupon).toMatch(/^REMILL-[A-Z2-9]{10}$/);
    expect(percentOff).toBe(10);
    expect(await server.repos.orders.findCoupon(server.world.demo.id, coupon)).toEqual({
      code: coupon,
      percentOff: 10,
    });
  });

  it('takes quote requests as orders in the quote status, the advanced one with its order', async () => {
    const shopper = server.browser();
    await shopper.visit();
    const request = {
      division: 'demo',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      product: 'Tote bags',
      quantity: 250,
      description: 'Our logo on natural totes',
      deadline: '2999-01-31',
    };
    const answer = await shopper.post<{ reference: string }>('/omnis/v3/quotes/', request);
    expect(answer.status).toBe(200);
    expect(answer.body.reference).toMatch(/^[0-9A-F]{8}$/);
    const { hash } = await paidOrder();
    const advanced = await shopper.post<{ reference: string }>('/omnis/v3/quotes/', {
      ...request,
      order: hash,
    });
    expect(advanced.status).toBe(200);
    const db = server.database.handle.db;
    const quotes = await db
      .selectFrom('quote_requests')
      .innerJoin('orders', 'orders.id', 'quote_requests.order_id')
      .select(['orders.status', 'orders.hash', 'quote_requests.referenced_order_id', 'quantity'])
      .orderBy('quote_requests.id')
      .execute();
    expect(quotes.map((quote) => [quote.status, quote.quantity])).toEqual([
      ['quote', 250],
      ['quote', 250],
    ]);
    expect(quotes[1]!.referenced_order_id).toBe((await server.repos.orders.findByHash(hash))!.id);
    const past = await shopper.post<{ message: string }>('/omnis/v3/quotes/', {
      ...request,
      deadline: '2000-01-01',
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('The deadline cannot be in the past');
    const missing = await shopper.post<{ message: string }>('/omnis/v3/quotes/', {
      ...request,
      description: '',
    });
    expect(missing.body.message).toBe('This field is required');
    // A quote is not an order the shopper can return or edit.
    expect((await shopper.get(`/omnis/v3/after-sales/${quotes[0]!.hash}/`)).status).toBe(404);
  });
});
