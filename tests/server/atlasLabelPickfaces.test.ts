import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { staffAccounts } from './support/staff';
import { payOrder, placeOrder } from './support/checkout';

/** Pickfaces and pretreat logs on factory labels (issue 19): versioned, refused, audited. */
const API = '/omnis/v3/atlas';

type Answer = { message?: string };
type Label = {
  id: number;
  version: number;
  pickface: string;
  pickedAt: string | null;
  pretreatLogs: { staffEmail: string; createdAt: string }[];
};

describe.each(testDatabaseKinds())('label pickfaces and pretreats on $dialect', (kind) => {
  let server: TestServer;
  const { makeStaff, signedIn } = staffAccounts(() => server);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await makeStaff('factory@omnis.test', 'factory');
    await makeStaff('viewer@omnis.test', 'viewer');
  });
  afterAll(async () => server.close());

  it('puts labels on pickfaces, logs pretreats and prints both', async () => {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee, quantity: 2 },
      division: 'demo',
    });
    const placed = await placeOrder(shopper, { email: 'pickface@example.com' });
    await payOrder(shopper, placed.hash);
    const factory = await signedIn('factory@omnis.test');
    const orderId = (await server.repos.orders.findByHash(placed.hash))!.id;
    const made = await factory.post<{ created: Label[] }>(`${API}/orders/${orderId}/labels/`);
    const [first, second] = made.body.created as [Label, Label];
    expect(first).toMatchObject({ pickface: '', pretreatLogs: [] });

    const bad = await factory.post<Answer>(`${API}/labels/${first.id}/pickface/`, {
      pickface: 'shelf 4',
      version: first.version,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(
      'A pickface is letters, numbers and dashes, at most 20 (such as A-12-3)',
    );
    const placedOn = await factory.post<{ label: Label }>(`${API}/labels/${first.id}/pickface/`, {
      pickface: 'b-04-2',
      version: first.version,
    });
    expect(placedOn.status).toBe(200);
    expect(placedOn.body.label.pickface).toBe('B-04-2');
    const stale = await factory.post<Answer>(`${API}/labels/${first.id}/pickface/`, {
      pickface: 'C-1',
      version: first.version,
    });
    expect(stale.status).toBe(409);

    const pretreated = await factory.post<{ label: Label }>(`${API}/labels/${first.id}/pretreat/`, {
      version: placedOn.body.label.version,
    });
    expect(pretreated.status).toBe(200);
    expect(pretreated.body.label.pretreatLogs.map((log) => log.staffEmail)).toStrictEqual([
      'factory@omnis.test',
    ]);
    // Picked: pretreating still may happen, moving it to another pickface may not.
    const picked = await factory.post<{ label: Label }>(`${API}/labels/${first.id}/pick/`, {
      version: pretreated.body.label.version,
    });
    const again = await factory.post<{ label: Label }>(`${API}/labels/${first.id}/pretreat/`, {
      version: picked.body.label.version,
    });
    expect(again.body.label.pretreatLogs).toHaveLength(2);
    const moved = await factory.post<Answer>(`${API}/labels/${first.id}/pickface/`, {
      pickface: 'C-1',
      version: again.body.label.version,
    });
    expect(moved.body.message).toBe('This label is already picked');

    // A cancelled label takes neither.
    const cancelled = await factory.post<{ label: Label }>(`${API}/labels/${second.id}/cancel/`, {
      version: second.version,
    });
    const refused = await factory.post<Answer>(`${API}/labels/${second.id}/pretreat/`, {
      version: cancelled.body.label.version,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This label is cancelled');

    // The order screen shows them; the label prints with them.
    const order = await factory.get<{ order: { items: { labels: Label[] }[] } }>(
      `${API}/orders/${orderId}/`,
    );
    const shown = order.body.order.items[0]!.labels.find((label) => label.id === first.id)!;
    expect([shown.pickface, shown.pretreatLogs.length]).toStrictEqual(['B-04-2', 2]);
    const printed = await factory.post(`${API}/labels/${first.id}/print/`, {
      version: again.body.label.version,
    });
    expect(printed.status).toBe(200);
    expect(printed.text.startsWith('%PDF')).toBe(true);

    const viewer = await signedIn('viewer@omnis.test');
    expect((await viewer.post(`${API}/labels/${first.id}/pretreat/`, { version: 1 })).status).toBe(
      403,
    );

    const rows = await server.database.handle.db
      .selectFrom('atlas_audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', String(first.id))
      .where('action', 'in', ['label.pickface', 'label.pretreat'])
      .orderBy('id')
      .execute();
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(rows.map((row) => [row.action, json(row.before), json(row.after)])).toStrictEqual([
      ['label.pickface', { pickface: '' }, { pickface: 'B-04-2' }],
      ['label.pretreat', { pretreats: 0 }, { pretreats: 1 }],
      ['label.pretreat', { pretreats: 1 }, { pretreats: 2 }],
    ]);
  });
});
