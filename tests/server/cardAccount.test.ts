import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCoreData } from '../../src/model';
import type { OrderView } from '../../src/commerce/orderView';
import { placeOrder } from './support/checkout';
import { testDatabaseKinds } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

/**
 * A provider-operated store's card account (a Stripe connected account): the official
 * SDK talks to a fake Stripe API on loopback, which records the `Stripe-Account` header
 * of every call. The account id is not in the core data; the pay page receives it.
 */
interface StripeCall {
  method: string;
  path: string;
  account: string | undefined;
}

function fakeStripe() {
  const calls: StripeCall[] = [];
  const intents = new Map<string, string>();
  const accountOf = (headers: IncomingHttpHeaders) =>
    headers['stripe-account'] as string | undefined;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stripe').pathname;
      calls.push({ method: request.method ?? '', path, account: accountOf(request.headers) });
      let id = path.split('/')[3];
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        id = `pi_${intents.size + 1}`;
        intents.set(id, 'requires_payment_method');
      }
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          client_secret: `${id}_secret_x`,
          status: intents.get(id ?? '') ?? 'requires_payment_method',
        }),
      );
    });
  });
  return { server, calls, intents };
}

describe.each(testDatabaseKinds())('a store card account on $dialect', (kind) => {
  let server: TestServer;
  const stripe = fakeStripe();
  const STRIPE_ENV = {
    STRIPE_SECRET_KEY: 'sk_test_card_account',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_card_account',
    STRIPE_WEBHOOK_SECRET: 'whsec_card_account',
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as AddressInfo;
    Object.assign(process.env, STRIPE_ENV, { STRIPE_API_URL: `http://127.0.0.1:${port}` });
    server = await startTestServer({ kind });
    const demo = await server.repos.divisions.findById(server.world.demo.id);
    const settings = {
      ...demo!.settings,
      paymentProcessor: { type: 'teemill', accounts: { stripe: 'acct_demo_store', paypal: null } },
    };
    await server.database.handle.db
      .updateTable('divisions')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', server.world.demo.id)
      .execute();
  });
  afterAll(async () => {
    for (const key of [...Object.keys(STRIPE_ENV), 'STRIPE_API_URL']) delete process.env[key];
    await server.close();
    await new Promise((resolve) => stripe.server.close(resolve));
  });

  it('leaves the card account out of the core data every page carries', async () => {
    const shopper = server.browser();
    const core = await shopper.get<StoreCoreData>('/omnis/v3/frontend/demo/getStoreCoreData/json/');
    expect(core.body.state.paymentProcessor).toEqual({
      type: 'teemill',
      accounts: { stripe: null, paypal: null },
    });
    expect(core.text).not.toContain('acct_demo_store');
  });

  it('makes the intent on the card account, hands it to the pay page and reads it back there', async () => {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee },
      division: 'demo',
    });
    const order = await placeOrder(shopper, { email: 'connected@example.com' });
    expect(order.payment.processor).toBe('stripe');

    const pay = await shopper.post<{
      clientSecret: string;
      publishableKey: string;
      cardAccountId: string;
    }>(`/omnis/v3/orders/${order.hash}/pay/`);
    expect(pay.status).toBe(200);
    expect(pay.body).toMatchObject({
      clientSecret: 'pi_1_secret_x',
      publishableKey: 'pk_test_card_account',
      cardAccountId: 'acct_demo_store',
    });
    expect(stripe.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/payment_intents',
      account: 'acct_demo_store',
    });

    // The shopper confirmed in the browser; the receipt's read asks the same account.
    stripe.intents.set('pi_1', 'succeeded');
    const read = await shopper.get<{ order: OrderView }>(`/omnis/v3/orders/${order.hash}/`);
    expect(read.body.order.payment.step).toBe('paid');
    expect(stripe.calls.at(-1)).toEqual({
      method: 'GET',
      path: '/v1/payment_intents/pi_1',
      account: 'acct_demo_store',
    });
  });
});
