import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/notifications';
import { placeOrder } from './support/checkout';
import { testDatabaseKinds } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

type Message = { message: string };

/**
 * A notification's http(s) links post its data through our server (issue 22: the cross-site
 * post): only to an address the notification carries, with the answers to its fields, and
 * never to a private address unless the deployment allows it.
 */
describe.each(testDatabaseKinds())('notification posts on $dialect', (kind) => {
  let receiver: Server;
  let answersUrl = '';
  const received: unknown[] = [];
  let open: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    answersUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/answers`;
    [open, closed] = await Promise.all([
      startTestServer({ kind, config: { notificationRelayAllowPrivate: true } }),
      startTestServer({ kind }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open?.close(), closed?.close()]);
    await new Promise((resolve) => receiver.close(resolve));
  });

  async function sentToCustomer(server: TestServer) {
    // The audience "all customers" is the people who ordered from the store.
    const customer = await server.signedIn(server.world.users.customer);
    await customer.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.hoodie },
      division: 'demo',
    });
    await placeOrder(customer, { email: 'customer@demo.test' });
    const seller = await server.signedIn(server.world.users.seller);
    const sent = await seller.post('/omnis/v3/divisions/demo/notifications/', {
      title: 'Your size?',
      body: 'Tell us and we will keep one back',
      template: 'Simple',
      data: { campaign: 'spring' },
      actions: [{ text: 'Send', href: answersUrl, primary: true }],
      formFields: [{ label: 'Shoe size', type: 'number' }],
    });
    expect(sent.status).toBe(201);
    const list = await customer.get<{ notifications: Notification[] }>('/omnis/v3/notifications/');
    const notification = list.body.notifications.find((n) => n.title === 'Your size?')!;
    return { customer, seller, notification };
  }

  it('posts the data with the answers to the action’s address, and nowhere else', async () => {
    const { customer, seller, notification } = await sentToCustomer(open);
    const relay = `/omnis/v3/notifications/${notification.id}/relay/`;
    const posted = await customer.post<{ delivered: boolean }>(relay, {
      href: answersUrl,
      values: { shoe_size: '9', not_a_field: 'x' },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.delivered).toBe(true);
    expect(received.at(-1)).toMatchObject({ shoe_size: '9' });
    expect(received.at(-1)).not.toHaveProperty('not_a_field');

    const elsewhere = await customer.post<Message>(relay, { href: 'https://evil.example/' });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toBe('This notification does not send anything there');
    // Another person's notification is not found.
    expect((await seller.post(relay, { href: answersUrl })).status).toBe(404);
  });

  it('refuses a private address where the deployment does not allow it', async () => {
    const { customer, notification } = await sentToCustomer(closed);
    const before = received.length;
    const refused = await customer.post<Message>(
      `/omnis/v3/notifications/${notification.id}/relay/`,
      { href: answersUrl },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This notification sends to an address we do not post to');
    expect(received.length).toBe(before);
  });
});
