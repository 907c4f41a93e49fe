import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkMail } from '../../server/accounts/accountMail';
import { markDispatched } from '../../server/commerce/dispatch';
import { payOrder, placeOrder } from './support/checkout';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/** Dispatching an order: shipped with its tracking codes, the shopper mailed once (issue 17). */
describe.each(testDatabaseKinds())('dispatch on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  async function placedOrder(payWith: string | null) {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.hoodie },
      division: 'demo',
    });
    const { hash } = await placeOrder(shopper, {
      email: 'parcel@example.com',
      shippingMethod: 'express',
    });
    if (payWith) await payOrder(shopper, hash, payWith);
    return (await server.repos.orders.findByHash(hash))!;
  }

  it('ships a paid order with its tracking code and mails the shopper once', async () => {
    const order = await placedOrder('4242424242424242');
    const mails: LinkMail[] = [];
    const mailer = { send: async (mail: LinkMail) => void mails.push(mail) };
    const shipped = await markDispatched(
      { repos: server.repos, mailer },
      order.id,
      ['RM123456789GB'],
      'https://shop.example',
    );
    expect(shipped).toMatchObject({ status: 'complete', trackingCodes: ['RM123456789GB'] });
    await markDispatched(
      { repos: server.repos, mailer },
      order.id,
      ['RM123456789GB'],
      'https://shop.example',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'order-dispatched',
      to: 'parcel@example.com',
      subject: 'Your Demo Store order is on its way',
    });
    expect(mails[0]!.text).toContain('RM123456789GB');
    expect(mails[0]!.html).toContain(`https://shop.example/receipt/${order.hash}`);
  });

  it('refuses to dispatch an unpaid order', async () => {
    const order = await placedOrder(null);
    const mailer = { send: async () => undefined };
    await expect(
      markDispatched({ repos: server.repos, mailer }, order.id, ['X1'], 'https://shop.example'),
    ).rejects.toThrow('This order cannot be dispatched in its current status');
  });
});
