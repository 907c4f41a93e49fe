import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { Browser } from './support/browser';
import type { Notification } from '../../src/notifications';
import { markDispatched } from '../../server/commerce/dispatch';
import { payOrder, placeOrder } from './support/checkout';
import { openEventStream } from './support/eventStream';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

type HubEvent = { type: string; notification?: Notification; unread: number };
interface Summary {
  id: number;
  version: number;
  delivered: number;
  opened: number;
  sentAt: string | null;
  scheduledAt: string | null;
}

/** Notifications (issue 22): order events, the builder, read / delete, the live stream. */
describe.each(testDatabaseKinds())('notifications on $dialect', (kind) => {
  let server: TestServer;
  // The store's clock: the scheduler reads it, so a schedule comes due without sleeping.
  let now = Date.parse('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({ kind, config: { clock: () => now } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('tells the customer their order is paid and dispatched, live and in the list', async () => {
    const customer = await server.signedIn(server.world.users.customer);
    const stream = await openEventStream(
      `${server.url}/omnis/v3/notifications/stream/`,
      customer.cookieHeader(),
    );
    expect(await stream.next<HubEvent>('unread')).toMatchObject({ unread: 0 });
    await customer.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.hoodie },
      division: 'demo',
    });
    const { hash } = await placeOrder(customer, { email: 'customer@demo.test' });
    expect((await payOrder(customer, hash)).status).toBe(200);

    const live = await stream.next<HubEvent>('notification');
    expect(live.unread).toBe(1);
    expect(live.notification).toMatchObject({
      title: 'Order confirmed',
      href: `/receipt/${hash}`,
      tag: `order-${hash}`,
      template: 'Bag',
      replacePrevious: true,
      openedAt: null,
    });

    const order = (await server.repos.orders.findByHash(hash))!;
    await markDispatched(
      {
        repos: server.repos,
        mailer: { send: async () => undefined },
        notifier: server.app.notifier,
      },
      order.id,
      ['RM1'],
      'https://shop.example',
    );
    expect((await stream.next<HubEvent>('notification')).notification!.title).toBe(
      'Order on its way',
    );
    stream.close();

    const list = await customer.get<{ notifications: Notification[]; unread: number }>(
      '/omnis/v3/notifications/',
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.unread).toBe(2);
    expect(list.body.notifications.map((n) => n.title)).toStrictEqual([
      'Order on its way',
      'Order confirmed',
    ]);
  });

  it('lets a seller send to the store’s customers, and counts delivered and opened', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const customer = await server.signedIn(server.world.users.customer);
    const sent = await seller.post<{ notification: Summary }>(
      '/omnis/v3/divisions/demo/notifications/',
      {
        title: 'Spring sale',
        body: 'Half off hoodies',
        href: '/sale/',
        template: 'Shove',
        actions: [{ text: 'Tell us', href: 'https://example.com/answers', primary: true }],
        formFields: [{ label: 'Shoe size', type: 'number' }],
        dismissAction: { text: 'Not now' },
        footerAction: { text: 'All offers', href: '/offers/' },
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.notification).toMatchObject({ delivered: 1, opened: 0 });

    const list = await customer.get<{ notifications: Notification[]; unread: number }>(
      '/omnis/v3/notifications/',
    );
    const spring = list.body.notifications.find((n) => n.title === 'Spring sale')!;
    expect(spring).toMatchObject({
      body: 'Half off hoodies',
      template: 'Shove',
      href: '/sale/',
      actions: [{ text: 'Tell us', href: 'https://example.com/answers', primary: true }],
      formFields: [{ name: 'shoe_size', label: 'Shoe size', type: 'number' }],
      dismissAction: { text: 'Not now', href: '', primary: false },
      footerAction: { text: 'All offers', href: '/offers/', primary: false },
    });

    const read = await customer.post<{ unread: number }>(
      `/omnis/v3/notifications/${spring.id}/read/`,
    );
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(list.body.unread - 1);
    const summaries = await seller.get<{ notifications: Summary[] }>(
      '/omnis/v3/divisions/demo/notifications/',
    );
    expect(summaries.body.notifications[0]).toMatchObject({ delivered: 1, opened: 1 });

    const deleted = await customer.post(
      `/omnis/v3/notifications/dashboard/mark-as-deleted/${spring.id}/`,
    );
    expect(deleted.status).toBe(200);
    const after = await customer.get<{ notifications: Notification[] }>('/omnis/v3/notifications/');
    expect(after.body.notifications.some((n) => n.id === spring.id)).toBe(false);

    // Someone else's notification is not found, not touched.
    const other = await seller.post(`/omnis/v3/notifications/${spring.id}/read/`);
    expect(other.status).toBe(404);
  });

  it('sends only to customers who ordered the chosen product', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const tee = await seller.post<{ notification: Summary }>(
      '/omnis/v3/divisions/demo/notifications/',
      { title: 'Tee news', audience: 'product-customers', productId: server.world.products.tee },
    );
    expect(tee.body.notification.delivered).toBe(0);
    const hoodie = await seller.post<{ notification: Summary }>(
      '/omnis/v3/divisions/demo/notifications/',
      {
        title: 'Hoodie news',
        audience: 'product-customers',
        productId: server.world.products.hoodie,
      },
    );
    expect(hoodie.body.notification.delivered).toBe(1);
    const foreign = await seller.post('/omnis/v3/divisions/demo/notifications/', {
      title: 'Not ours',
      audience: 'product-customers',
      productId: server.world.products.otherStoreTee,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ message: 'Choose a product' });
  });

  it('sends to the signed-in people on a mailing list of the store', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    // Confirmed subscriptions (double opt-in); a pending one is nobody's audience yet.
    const subscribe = async (email: string, confirm: boolean) => {
      const token = `${email}-token`;
      await server.repos.subscribers.subscribe({
        divisionId: server.world.demo.id,
        mailingList: 'news',
        email,
        firstName: 'Cus',
        verifyTokenHash: token,
        unsubscribeTokenHash: `${token}-unsubscribe`,
      });
      if (confirm) await server.repos.subscribers.verify(token);
    };
    await subscribe(server.world.users.customer.toUpperCase(), true);
    await subscribe('no-account@x.test', true);
    await subscribe(server.world.users.seller, false);
    const compose = (mailingList: string | null) =>
      seller.post<{ notification: Summary }>('/omnis/v3/divisions/demo/notifications/', {
        title: `List ${mailingList}`,
        audience: 'mailing-list',
        mailingList,
      });
    expect((await compose('news')).body.notification.delivered).toBe(1);
    expect((await compose(null)).body.notification.delivered).toBe(1);
    expect((await compose('other')).body.notification.delivered).toBe(0);
  });

  it('schedules, refuses a stale cancel, and the scheduler sends it when due', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const customer = await server.signedIn(server.world.users.customer);
    const past = await seller.post('/omnis/v3/divisions/demo/notifications/', {
      title: 'Too late',
      scheduledAt: new Date(now - 1000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ message: 'Choose a time in the future' });

    const scheduledAt = new Date(now + 60_000).toISOString();
    const scheduled = await seller.post<{ notification: Summary }>(
      '/omnis/v3/divisions/demo/notifications/',
      { title: 'Flash sale', scheduledAt },
    );
    expect(scheduled.body.notification).toMatchObject({ scheduledAt, sentAt: null, delivered: 0 });
    expect(await server.app.notificationScheduler.runDue()).toBe(0);

    const stale = await seller.post(
      `/omnis/v3/divisions/demo/notifications/${scheduled.body.notification.id}/cancel/`,
      { version: scheduled.body.notification.version + 1 },
    );
    expect(stale.status).toBe(409);

    now += 61_000;
    expect(await server.app.notificationScheduler.runDue()).toBe(1);
    expect(await server.app.notificationScheduler.runDue()).toBe(0);
    const list = await customer.get<{ notifications: Notification[] }>('/omnis/v3/notifications/');
    expect(list.body.notifications[0]).toMatchObject({ title: 'Flash sale', scheduledAt });
  });

  it('validates, guards and protects every write', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const blank = await seller.post('/omnis/v3/divisions/demo/notifications/', { title: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ message: 'Give the notification a title' });

    const otherStore = await seller.post('/omnis/v3/divisions/other/notifications/', {
      title: 'Hi',
    });
    expect(otherStore.status).toBe(403);
    const customer = await server.signedIn(server.world.users.customer);
    expect((await customer.get('/omnis/v3/divisions/demo/notifications/')).status).toBe(403);

    const anonymous = server.browser();
    await anonymous.visit();
    expect((await anonymous.get('/omnis/v3/notifications/')).status).toBe(401);
    expect((await anonymous.get('/omnis/v3/notifications/stream/')).status).toBe(401);

    const noCsrf = await seller.post(
      '/omnis/v3/divisions/demo/notifications/',
      { title: 'Hi' },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
  });

  it('serves the push service worker from the site root', async () => {
    const answer = await fetch(`${server.url}/sw.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(answer.headers.get('service-worker-allowed')).toBe('/');
    expect(await answer.text()).toContain("addEventListener('push'");
  });

  it('creates a push subscription only if none exists', async () => {
    const customer = await server.signedIn(server.world.users.customer);
    const key = await customer.get<{ publicKey: string }>(
      '/omnis/v3/notifications/subscriptions/key/',
    );
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const body = {
      subscription: {
        endpoint: 'https://push.example/sub/1',
        keys: { p256dh: 'BPk', auth: 'x' },
      },
      extras: { device: 'phone' },
    };
    expect((await customer.post('/omnis/v3/notifications/subscriptions/', body)).status).toBe(201);
    expect((await customer.post('/omnis/v3/notifications/subscriptions/', body)).status).toBe(200);
    const bad = await customer.post('/omnis/v3/notifications/subscriptions/', {
      subscription: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'a', auth: 'b' } },
    });
    expect(bad.status).toBe(422);
  });
});

/** Two server processes share one database and Redis: a stream on B hears what A sent. */
const redisUrl = process.env.REDIS_URL_TEST;
describe.skipIf(!redisUrl)('notification fan-out through Redis', () => {
  let first: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondUrl = '';
  beforeAll(async () => {
    const redisPrefix = `notify-test-${randomBytes(6).toString('hex')}`;
    first = await startTestServer({ config: { redisUrl: redisUrl!, redisPrefix } });
    second = await buildApp({
      db: first.database.handle.db,
      config: defaultConfig({
        env: 'test',
        dataDir: first.database.env.DATA_DIR,
        redisUrl: redisUrl!,
        redisPrefix,
      }),
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a notification sent on one instance to a stream on the other', async () => {
    const customer = new Browser(secondUrl);
    await customer.signIn(first.world.users.customer, PASSWORD);
    // The customer must have ordered to be in the store's audience.
    await customer.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: first.world.products.tee },
      division: 'demo',
    });
    await placeOrder(customer, { email: 'customer@demo.test' });
    const stream = await openEventStream(
      `${secondUrl}/omnis/v3/notifications/stream/`,
      customer.cookieHeader(),
    );
    await stream.next('unread');

    const seller = first.browser();
    await seller.signIn(first.world.users.seller, PASSWORD);
    const sent = await seller.post('/omnis/v3/divisions/demo/notifications/', {
      title: 'Across processes',
    });
    expect(sent.status).toBe(201);
    const event = await stream.next<HubEvent>('notification');
    expect(event.notification!.title).toBe('Across processes');
    expect(event.unread).toBe(1);
    stream.close();
  });
});
