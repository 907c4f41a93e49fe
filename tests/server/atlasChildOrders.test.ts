import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode, newTwoFactorSecret } from '../../server/accounts/twoFactor';
import { hashPassword } from '../../server/accounts/passwords';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { payOrder, placeOrder } from './support/checkout';
import type { Browser } from './support/browser';

/** Reprints and exchanges (issue 19): child orders at no charge, with the reason, audited. */
const API = '/omnis/v3/atlas';

type Answer = { message?: string };
type Detail = {
  id: number;
  status: string;
  version: number;
  total: number;
  parentOrderId: number | null;
  childOrderType: string | null;
  childReason: string | null;
  childOrders: { id: number; type: string; reason: string; status: string }[];
  mayMakeChildOrder: boolean;
  items: { name: string; quantity: number; price: number }[];
  statusLogRecords: { status: string; user: string | null }[];
};

describe.each(testDatabaseKinds())('reprints and exchanges on $dialect', (kind) => {
  let server: TestServer;
  const secret = newTwoFactorSecret();
  let admin: Browser;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const user = await server.repos.users.create({
      email: 'admin@omnis.test',
      passwordHash: await hashPassword(PASSWORD),
      verified: true,
      signedEula: true,
      internal: true,
    });
    await server.repos.users.setTwoFactorSecret(user.id, secret);
    await server.repos.staff.createProfile(user.id, {
      username: 'admin',
      status: 0,
      role: 'admin',
    });
    admin = server.browser();
    await admin.signIn('admin@omnis.test', PASSWORD, {
      twoFactorAuthCode: currentTwoFactorCode(secret),
    });
  });
  afterAll(async () => server.close());

  async function paidOrderId(email: string): Promise<number> {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee },
      division: 'demo',
    });
    const placed = await placeOrder(shopper, { email });
    expect((await payOrder(shopper, placed.hash)).status).toBe(200);
    const found = await admin.get<{ orders: { id: number }[] }>(`${API}/orders/?q=${email}`);
    return found.body.orders[0]!.id;
  }

  it('reprints a paid order as a free child order, leaving the parent as it is', async () => {
    const id = await paidOrderId('reprint@example.com');
    const parent = (await admin.get<{ order: Detail }>(`${API}/orders/${id}/`)).body.order;
    expect(parent.mayMakeChildOrder).toBe(true);

    const noReason = await admin.post<Answer>(`${API}/orders/${id}/child/`, {
      type: 'reprint',
      reason: '',
      version: parent.version,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('Give a reason');

    const made = await admin.post<{ childOrderId: number; order: Detail }>(
      `${API}/orders/${id}/child/`,
      { type: 'reprint', reason: 'Print smudged', version: parent.version },
    );
    expect(made.status).toBe(201);
    expect(made.body.order.status).toBe('paid');
    expect(made.body.order.version).toBe(parent.version + 1);
    expect(made.body.order.childOrders).toMatchObject([
      { id: made.body.childOrderId, type: 'reprint', reason: 'Print smudged', status: 'paid' },
    ]);
    const child = (await admin.get<{ order: Detail }>(`${API}/orders/${made.body.childOrderId}/`))
      .body.order;
    expect(child).toMatchObject({
      status: 'paid',
      total: 0,
      parentOrderId: id,
      childOrderType: 'reprint',
      childReason: 'Print smudged',
    });
    expect(child.items.map((item) => [item.name, item.quantity, item.price])).toStrictEqual(
      parent.items.map((item) => [item.name, item.quantity, 0]),
    );
    expect(child.statusLogRecords).toMatchObject([{ status: 'paid', user: 'admin@omnis.test' }]);

    // The version read before the reprint is stale now.
    const stale = await admin.post<Answer>(`${API}/orders/${id}/child/`, {
      type: 'reprint',
      reason: 'Again',
      version: parent.version,
    });
    expect(stale.status).toBe(409);

    const log = await admin.get<{ entries: { action: string; after: unknown }[] }>(
      `${API}/audit/?q=${id}`,
    );
    expect(log.body.entries[0]).toMatchObject({
      action: 'order.reprint',
      after: { status: 'paid', childOrderId: made.body.childOrderId, reason: 'Print smudged' },
    });
  });

  it('exchanges an order: the parent is closed as exchanged, once', async () => {
    const id = await paidOrderId('exchange@example.com');
    const parent = (await admin.get<{ order: Detail }>(`${API}/orders/${id}/`)).body.order;
    const made = await admin.post<{ childOrderId: number; order: Detail }>(
      `${API}/orders/${id}/child/`,
      { type: 'exchange', reason: 'Wrong size sent', version: parent.version },
    );
    expect(made.status).toBe(201);
    expect(made.body.order.status).toBe('exchanged');
    expect(made.body.order.mayMakeChildOrder).toBe(false);
    expect(made.body.order.statusLogRecords.at(-1)).toMatchObject({
      status: 'exchanged',
      user: 'admin@omnis.test',
    });
    const again = await admin.post<Answer>(`${API}/orders/${id}/child/`, {
      type: 'exchange',
      reason: 'Twice',
      version: made.body.order.version,
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      'Only a paid order that is not refunded or exchanged can be reprinted or exchanged',
    );
  });
});
