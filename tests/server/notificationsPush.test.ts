import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrder, placeOrder } from './support/checkout';
import { b64url, browserKeys, decrypt, startPushService, verifyVapid } from './support/pushService';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/**
 * Web push end to end against a push service of our own (support/pushService.ts): it
 * checks the VAPID JWT's ES256 signature with the key the server hands browsers, and
 * decrypts the aes128gcm body with the subscription's private key, as a browser would.
 */
describe.each(testDatabaseKinds())('web push on $dialect', (kind) => {
  let server: TestServer;
  const push = startPushService();
  let pushUrl = '';
  beforeAll(async () => {
    server = await startTestServer({ kind });
    await new Promise<void>((resolve) => push.server.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(push.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => push.server.close(resolve));
  });

  it('pushes a signed, encrypted notification and drops a subscription that is gone', async () => {
    const customer = server.browser();
    await customer.signIn(server.world.users.customer, PASSWORD);
    await customer.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee },
      division: 'demo',
    });
    const { hash } = await placeOrder(customer, { email: 'customer@demo.test' });
    const { publicKey } = (
      await customer.get<{ publicKey: string }>('/omnis/v3/notifications/subscriptions/key/')
    ).body;
    // The key is made once and kept: asking again gives the same one.
    expect(
      (await customer.get<{ publicKey: string }>('/omnis/v3/notifications/subscriptions/key/')).body
        .publicKey,
    ).toBe(publicKey);

    const keys = browserKeys();
    const subscribe = (endpoint: string) =>
      customer.post('/omnis/v3/notifications/subscriptions/', {
        subscription: {
          endpoint,
          keys: { p256dh: b64url(keys.publicKey), auth: b64url(keys.auth) },
        },
        extras: { userAgent: 'test' },
      });
    expect((await subscribe(`${pushUrl}/ok/1`)).status).toBe(201);
    expect((await subscribe(`${pushUrl}/gone/1`)).status).toBe(201);

    // Paying sends the order notification in-app and by push.
    expect((await payOrder(customer, hash)).status).toBe(200);
    const ok = push.received.find((r) => r.path === '/ok/1')!;
    expect(ok.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(ok.headers.ttl)).toBeGreaterThan(0);
    verifyVapid(String(ok.headers.authorization), publicKey, pushUrl);
    expect(JSON.parse(decrypt(ok.body, keys))).toMatchObject({
      title: 'Order confirmed',
      href: `/receipt/${hash}`,
      tag: `order-${hash}`,
    });

    const remaining = await server.database.handle.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .execute();
    expect(remaining.map((r) => r.endpoint)).toStrictEqual([`${pushUrl}/ok/1`]);

    // From the builder, by push only: pushed, and not listed in-app.
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const before = push.received.length;
    const sent = await seller.post('/omnis/v3/divisions/demo/notifications/', {
      title: 'Push only',
      inApp: false,
      push: true,
    });
    expect(sent.status).toBe(201);
    expect(push.received).toHaveLength(before + 1);
    expect(JSON.parse(decrypt(push.received.at(-1)!.body, keys)).title).toBe('Push only');
    const list = await customer.get<{ notifications: { title: string }[] }>(
      '/omnis/v3/notifications/',
    );
    expect(list.body.notifications.map((n) => n.title)).not.toContain('Push only');
  });
});
