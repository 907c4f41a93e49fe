import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode, newTwoFactorSecret } from '../../server/accounts/twoFactor';
import { hashPassword } from '../../server/accounts/passwords';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { payOrder, placeOrder } from './support/checkout';
import type { Browser } from './support/browser';

/** Atlas (issue 19): the staff guard, mute/unmute, the audit log and the order screen. */
const API = '/omnis/v3/atlas';

type Answer = { message?: string };
type OrderDetail = {
  id: number;
  status: string;
  version: number;
  nextStatuses: string[];
  refundable: boolean;
  statusLogRecords: { status: string; user: string | null }[];
  paymentAttempts: { successful: boolean }[];
};

describe.each(testDatabaseKinds())('atlas on $dialect', (kind) => {
  let server: TestServer;
  const secrets = new Map<string, string>();

  /** A staff user with a profile; two-factor on unless `twoFactor` is false. */
  async function makeStaff(
    email: string,
    role: string | null,
    options: { status?: 0 | -1 | null; twoFactor?: boolean } = {},
  ) {
    const user = await server.repos.users.create({
      email,
      passwordHash: await hashPassword(PASSWORD),
      verified: true,
      signedEula: true,
      internal: true,
    });
    if (options.twoFactor !== false) {
      const secret = newTwoFactorSecret();
      secrets.set(email, secret);
      await server.repos.users.setTwoFactorSecret(user.id, secret);
    }
    await server.repos.staff.createProfile(user.id, {
      username: email.split('@')[0]!,
      status: options.status === undefined ? 0 : options.status,
      role,
    });
    return user.id;
  }

  async function signedIn(email: string): Promise<Browser> {
    const browser = server.browser();
    const secret = secrets.get(email);
    const answer = await browser.signIn(
      email,
      PASSWORD,
      secret ? { twoFactorAuthCode: currentTwoFactorCode(secret) } : {},
    );
    expect(answer.status).toBe(200);
    return browser;
  }

  let adminId: number;
  let viewerId: number;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    adminId = await makeStaff('admin@omnis.test', 'admin');
    viewerId = await makeStaff('viewer@omnis.test', 'viewer');
    await makeStaff('no2fa@omnis.test', 'admin', { twoFactor: false });
    await makeStaff('pending@omnis.test', 'admin', { status: null });
    await makeStaff('disabled@omnis.test', 'admin', { status: -1 });
  });
  afterAll(async () => server.close());

  it('lets only enabled staff with two-factor in', async () => {
    const anonymous = server.browser();
    await anonymous.visit();
    expect((await anonymous.get<Answer>(`${API}/me/`)).status).toBe(401);

    for (const email of [server.world.users.seller, server.world.users.staff]) {
      const answer = await (await signedIn(email)).get<Answer>(`${API}/me/`);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Permission denied');
    }
    for (const email of ['pending@omnis.test', 'disabled@omnis.test']) {
      const answer = await (await signedIn(email)).get<Answer>(`${API}/me/`);
      expect(answer.body.message).toBe('Permission denied');
    }
    const no2fa = await (await signedIn('no2fa@omnis.test')).get<Answer>(`${API}/me/`);
    expect(no2fa.status).toBe(403);
    expect(no2fa.body.message).toBe('Two-factor authentication is required to use Atlas');

    const admin = await signedIn('admin@omnis.test');
    const me = await admin.get<{
      user: { email: string; statusLabel: string };
      permissions: string[];
    }>(`${API}/me/`);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('admin@omnis.test');
    expect(me.body.user.statusLabel).toBe('Enabled');
    expect(me.body.permissions).toContain('users.mute');
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('mutes and unmutes a staff user, answering mutedAt, and logs both', async () => {
    const admin = await signedIn('admin@omnis.test');
    const muted = await admin.post<{ mutedAt: string | null }>(`${API}/users/${viewerId}/mute/`);
    expect(muted.status).toBe(200);
    expect(typeof muted.body.mutedAt).toBe('string');
    const listed = await admin.get<{ users: { id: number; mutedAt: string | null }[] }>(
      `${API}/users/?q=viewer`,
    );
    expect(listed.body.users.map((user) => [user.id, user.mutedAt])).toStrictEqual([
      [viewerId, muted.body.mutedAt],
    ]);
    const unmuted = await admin.post<{ mutedAt: string | null }>(
      `${API}/users/${viewerId}/unmute/`,
    );
    expect(unmuted.body).toStrictEqual({ mutedAt: null });

    const log = await admin.get<{
      entries: { action: string; staffEmail: string; before: unknown; after: unknown }[];
    }>(`${API}/audit/?q=${viewerId}`);
    expect(log.body.entries.map((entry) => entry.action)).toStrictEqual([
      'user.unmute',
      'user.mute',
    ]);
    expect(log.body.entries[1]).toMatchObject({
      staffEmail: 'admin@omnis.test',
      before: { mutedAt: null },
      after: { mutedAt: muted.body.mutedAt },
    });
    expect((await admin.post<Answer>(`${API}/users/999999/mute/`)).status).toBe(404);
  });

  it('answers 403 "Permission denied" to staff without the permission', async () => {
    const viewer = await signedIn('viewer@omnis.test');
    const answer = await viewer.post<Answer>(`${API}/users/${adminId}/mute/`);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'Permission denied' });
    expect((await viewer.get(`${API}/users/`)).status).toBe(200);
    // Without the CSRF header a write is refused before the guard runs.
    const forged = await viewer.post<Answer>(
      `${API}/users/${adminId}/mute/`,
      {},
      {
        headers: { 'x-csrf-token': 'forged' },
      },
    );
    expect(forged.status).toBe(403);
  });

  it('lists, moves and refunds an order, with the staff user in its log', async () => {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee },
      division: 'demo',
    });
    const placed = await placeOrder(shopper, { email: 'Atlas.Shopper@example.com' });
    expect((await payOrder(shopper, placed.hash)).status).toBe(200);

    const admin = await signedIn('admin@omnis.test');
    const byEmail = await admin.get<{ orders: { id: number; status: string }[] }>(
      `${API}/orders/?q=atlas.shopper@example.com`,
    );
    expect(byEmail.body.orders).toHaveLength(1);
    const id = byEmail.body.orders[0]!.id;
    expect(
      (await admin.get<{ orders: { id: number }[] }>(`${API}/orders/?q=${placed.hash}`)).body
        .orders[0]?.id,
    ).toBe(id);
    const paidGroup = await admin.get<{ orders: { id: number }[] }>(
      `${API}/orders/?group=1&store=${server.world.demo.id}`,
    );
    expect(paidGroup.body.orders.map((order) => order.id)).toContain(id);
    expect((await admin.get<Answer>(`${API}/orders/?from=yesterday`)).status).toBe(422);

    const { order } = (await admin.get<{ order: OrderDetail }>(`${API}/orders/${id}/`)).body;
    expect(order.status).toBe('paid');
    expect(order.nextStatuses).toStrictEqual(['processing', 'label_printed', 'printed']);
    expect(order.paymentAttempts.some((attempt) => attempt.successful)).toBe(true);

    const skipped = await admin.post<Answer>(`${API}/orders/${id}/transition/`, {
      status: 'complete',
      version: order.version,
    });
    expect(skipped.status).toBe(422);
    expect(skipped.body.message).toBe('This order cannot move to that status');

    const moved = await admin.post<{ order: OrderDetail }>(`${API}/orders/${id}/transition/`, {
      status: 'processing',
      version: order.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.order.status).toBe('processing');
    expect(moved.body.order.statusLogRecords.at(-1)).toMatchObject({
      status: 'processing',
      user: 'admin@omnis.test',
    });
    const stale = await admin.post<Answer>(`${API}/orders/${id}/transition/`, {
      status: 'packing',
      version: order.version,
    });
    expect(stale.status).toBe(409);

    const viewer = await signedIn('viewer@omnis.test');
    const refused = await viewer.post<Answer>(`${API}/orders/${id}/refund/`, {
      version: moved.body.order.version,
    });
    expect(refused.body.message).toBe('Permission denied');

    const refunded = await admin.post<{ order: OrderDetail }>(`${API}/orders/${id}/refund/`, {
      version: moved.body.order.version,
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.order.status).toBe('refunded');
    expect(refunded.body.order.refundable).toBe(false);
    const again = await admin.post<Answer>(`${API}/orders/${id}/refund/`, {
      version: moved.body.order.version,
    });
    expect(again.status).toBe(409);

    const log = await admin.get<{ entries: { action: string }[] }>(`${API}/audit/?q=${id}`);
    expect(log.body.entries.map((entry) => entry.action)).toStrictEqual([
      'order.refund',
      'order.transition',
    ]);
    const actions = await admin.get<{ entries: { action: string }[] }>(
      `${API}/audit/?action=order.refund`,
    );
    expect(actions.body.entries.every((entry) => entry.action === 'order.refund')).toBe(true);
  });

  it('creates, prints, reprints, cancels and picks factory labels', async () => {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee, quantity: 2 },
      division: 'demo',
    });
    const placed = await placeOrder(shopper, { email: 'labels@example.com' });
    await payOrder(shopper, placed.hash);
    const admin = await signedIn('admin@omnis.test');
    const id = (
      await admin.get<{ orders: { id: number }[] }>(`${API}/orders/?q=labels@example.com`)
    ).body.orders[0]!.id;

    type Label = { id: number; counter: number; version: number; timesPrinted: number };
    const made = await admin.post<{ created: Label[] }>(`${API}/orders/${id}/labels/`);
    expect(made.status).toBe(200);
    expect(made.body.created.map((label) => label.counter)).toStrictEqual([1, 2]);
    // Again: every unit has its label already.
    expect(
      (await admin.post<{ created: Label[] }>(`${API}/orders/${id}/labels/`)).body.created,
    ).toStrictEqual([]);

    const [first, second] = made.body.created as [Label, Label];
    const printed = await admin.post(`${API}/labels/${first.id}/print/`, {
      version: first.version,
    });
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    expect(printed.text.startsWith('%PDF')).toBe(true);
    const reprint = await admin.post(`${API}/labels/${first.id}/print/`, {
      version: first.version + 1,
    });
    expect(reprint.status).toBe(200);
    const stale = await admin.post(`${API}/labels/${first.id}/print/`, { version: first.version });
    expect(stale.status).toBe(409);

    const picking = await admin.get<{ labels: { id: number }[] }>(`${API}/labels/to-be-picked/`);
    expect(picking.body.labels.map((label) => label.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    const picked = await admin.post<{ label: { pickedAt: string | null; timesPrinted: number } }>(
      `${API}/labels/${first.id}/pick/`,
      { version: first.version + 2 },
    );
    expect(picked.body.label.pickedAt).not.toBeNull();
    expect(picked.body.label.timesPrinted).toBe(2);
    const cancelled = await admin.post<{ label: { cancelled: boolean } }>(
      `${API}/labels/${second.id}/cancel/`,
      { version: second.version },
    );
    expect(cancelled.body.label.cancelled).toBe(true);
    const printCancelled = await admin.post<Answer>(`${API}/labels/${second.id}/print/`, {
      version: second.version + 1,
    });
    expect(printCancelled.status).toBe(422);
    expect(printCancelled.body.message).toBe('This label is cancelled');
    const after = await admin.get<{ labels: { id: number }[] }>(`${API}/labels/to-be-picked/`);
    expect(after.body.labels.map((label) => label.id)).not.toEqual(
      expect.arrayContaining([first.id]),
    );
    expect(after.body.labels.map((label) => label.id)).not.toEqual(
      expect.arrayContaining([second.id]),
    );

    const viewer = await signedIn('viewer@omnis.test');
    const refused = await viewer.post<Answer>(`${API}/orders/${id}/labels/`);
    expect(refused.body.message).toBe('Permission denied');
    const log = await admin.get<{ entries: { action: string }[] }>(`${API}/audit/?q=label`);
    expect(log.body.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['label.print', 'label.pick', 'label.cancel', 'order.labels.create']),
    );
  });

  it('finds customers and stores, and switches a store to Pro and offline', async () => {
    const admin = await signedIn('admin@omnis.test');
    const customers = await admin.get<{ customers: { email: string; stores: number[] }[] }>(
      `${API}/customers/?q=seller@demo`,
    );
    expect(customers.body.customers).toStrictEqual([
      expect.objectContaining({ email: 'seller@demo.test', stores: [server.world.demo.id] }),
    ]);
    // Staff are not customers.
    expect(
      (await admin.get<{ customers: unknown[] }>(`${API}/customers/?q=admin@omnis`)).body.customers,
    ).toStrictEqual([]);

    const { other } = server.world;
    const stores = await admin.get<{ stores: { id: number; pro: boolean; active: boolean }[] }>(
      `${API}/stores/?q=other`,
    );
    expect(stores.body.stores.map((store) => store.id)).toStrictEqual([other.id]);
    const pro = await admin.post<{ store: { pro: boolean } }>(`${API}/stores/${other.id}/pro/`, {
      value: true,
    });
    expect(pro.body.store.pro).toBe(true);
    expect((await server.repos.divisions.findByRef('other'))?.pro).toBe(true);
    const offline = await admin.post<{ store: { active: boolean } }>(
      `${API}/stores/${other.id}/active/`,
      { value: false },
    );
    expect(offline.body.store.active).toBe(false);
    const bad = await admin.post<Answer>(`${API}/stores/${other.id}/active/`, { value: 'no' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Choose on or off');

    const viewer = await signedIn('viewer@omnis.test');
    const refused = await viewer.post<Answer>(`${API}/stores/${other.id}/pro/`, { value: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Permission denied');
    const log = await admin.get<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      `${API}/audit/?q=store.`,
    );
    expect(log.body.entries.slice(0, 2)).toMatchObject([
      { action: 'store.active', before: { active: true }, after: { active: false } },
      { action: 'store.pro', before: { pro: false }, after: { pro: true } },
    ]);
    // Active is the store's approval: its team is told, and told again when it is back.
    expect((await admin.post(`${API}/stores/${other.id}/active/`, { value: true })).status).toBe(
      200,
    );
    const otherSeller = server.browser();
    await otherSeller.signIn(server.world.users.otherSeller, PASSWORD);
    type Notices = { notifications: { title: string; body: string; href: string | null }[] };
    const told = (await otherSeller.get<Notices>('/omnis/v3/notifications/')).body.notifications;
    // The same tag: the approval replaced the under-review notice on screen, both are kept.
    expect(told.map((n) => [n.title, n.href])).toStrictEqual([
      ['Store approved', '/dashboard'],
      ['Store under review', '/dashboard'],
    ]);
    expect((await admin.post(`${API}/stores/${other.id}/active/`, { value: false })).status).toBe(
      200,
    );
  });

  it('approves one product and denies another with the reason the seller then sees', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const make = async (name: string, urlName: string) =>
      (
        await seller.post<{ product: { id: number } }>('/omnis/v3/divisions/demo/products/', {
          baseSku: 'BASE-TSHIRT',
          name,
          urlName,
          description: '<p>New design</p>',
          options: [{ colourName: 'Black', sizes: ['S', 'M'] }],
          price: 25,
          images: [{ url: '/img/approve.png', alt: name, focalX: 0.5, focalY: 0.5 }],
          tags: [],
        })
      ).body.product.id;
    const good = await make('Heron Tee', 'heron-tee');
    const blurry = await make('Blurry Tee', 'blurry-tee');

    const admin = await signedIn('admin@omnis.test');
    type Queue = {
      products: { id: number; version: number; name: string; image: string | null }[];
    };
    const queue = (await admin.get<Queue>(`${API}/approvals/`)).body.products;
    const heron = queue.find((product) => product.id === good)!;
    expect(heron).toMatchObject({ name: 'Heron Tee', image: '/img/approve.png' });
    const blur = queue.find((product) => product.id === blurry)!;

    const viewer = await signedIn('viewer@omnis.test');
    const refused = await viewer.post<Answer>(`${API}/approvals/${good}/`, {
      decision: 'approve',
      version: heron.version,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Permission denied');

    const noReason = await admin.post<Answer>(`${API}/approvals/${blurry}/`, {
      decision: 'deny',
      version: blur.version,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('Give the seller a reason');

    expect(
      (
        await admin.post(`${API}/approvals/${good}/`, {
          decision: 'approve',
          version: heron.version,
        })
      ).status,
    ).toBe(200);
    const again = await admin.post<Answer>(`${API}/approvals/${good}/`, {
      decision: 'approve',
      version: heron.version,
    });
    expect(again.status).toBe(409);
    expect(
      (
        await admin.post(`${API}/approvals/${blurry}/`, {
          decision: 'deny',
          reason: 'The print is blurry at this size',
          version: blur.version,
        })
      ).status,
    ).toBe(200);

    type SellerProduct = { approvalStatus: string; denialReason: string | null };
    const seen = async (id: number) =>
      (await seller.get<{ product: SellerProduct }>(`/omnis/v3/divisions/demo/products/${id}/`))
        .body.product;
    expect(await seen(good)).toMatchObject({ approvalStatus: 'approved', denialReason: null });
    expect(await seen(blurry)).toMatchObject({
      approvalStatus: 'denied',
      denialReason: 'The print is blurry at this size',
    });
    const queueAfter = (await admin.get<Queue>(`${API}/approvals/`)).body.products;
    expect(queueAfter.map((product) => product.id)).not.toContain(good);

    // The store's team is told each decision, with a link to the product.
    const notices = await seller.get<{
      notifications: { title: string; body: string; href: string | null }[];
    }>('/omnis/v3/notifications/');
    expect(notices.body.notifications.map((n) => [n.title, n.body, n.href])).toEqual(
      expect.arrayContaining([
        [
          'Product approved',
          'Heron Tee was approved and can now be shown in your store.',
          `/dashboard/products/${good}`,
        ],
        [
          'Product denied',
          'Blurry Tee was denied: The print is blurry at this size',
          `/dashboard/products/${blurry}`,
        ],
      ]),
    );

    type AuditPage = { entries: { action: string; subjectId: string | number }[] };
    const log = (await admin.get<AuditPage>(`${API}/audit/`, {})).body.entries;
    expect(log.map((entry) => [entry.action, String(entry.subjectId)])).toEqual(
      expect.arrayContaining([
        ['product.approve', String(good)],
        ['product.deny', String(blurry)],
      ]),
    );
  });

  it('approves ticked products together, leaving those changed meanwhile for review', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const ids: number[] = [];
    for (const n of [1, 2])
      ids.push(
        (
          await seller.post<{ product: { id: number } }>('/omnis/v3/divisions/demo/products/', {
            baseSku: 'BASE-TSHIRT',
            name: `Batch Tee ${n}`,
            urlName: `batch-tee-${n}`,
            options: [{ colourName: 'Black', sizes: ['M'] }],
            price: 25,
          })
        ).body.product.id,
      );
    const admin = await signedIn('admin@omnis.test');
    const answer = await admin.post<{ approved: number[]; skipped: number[] }>(
      `${API}/approvals/bulk-approve/`,
      {
        products: [
          { id: ids[0], version: 1 },
          { id: ids[1], version: 99 },
        ],
      },
    );
    expect(answer.body).toEqual({ approved: [ids[0]], skipped: [ids[1]] });
    expect(
      (await admin.post<Answer>(`${API}/approvals/bulk-approve/`, { products: [] })).body.message,
    ).toBe('Choose at least one product');
  });
});
