import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import affiliateAttribution from '../../blocks/affiliateAttribution';
import affiliateSettings from '../../blocks/affiliateSettings';
import affiliateStats from '../../blocks/affiliateStats';
import { makeBlock } from '../../blocks/testing';
import type { Browser } from './support/browser';
import { payOrder, placeOrder } from './support/checkout';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

const SETTINGS = '/omnis/v3/divisions/demo/affiliates/me/settings/';
const PROFILE = '/omnis/v3/divisions/demo/affiliates/me/';
const OWN_STATS = '/omnis/v3/divisions/demo/affiliates/me/stats/';
const ALL = '/omnis/v3/divisions/demo/affiliates/';

/** The affiliate programme: joining, referral visits, attributed orders and figures. */
describe.each(testDatabaseKinds())('affiliates on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // A storefront renderer that answers every page: the referral is taken before it runs.
    server = await startTestServer({
      kind,
      ssr: async () => ({ status: 200, html: '<!DOCTYPE html><p>Store</p>' }),
    });
  });
  afterAll(() => server.close());

  const as = async (email: string) => {
    const browser = server.browser();
    await browser.signIn(email, PASSWORD);
    return browser;
  };
  const join = async (affiliate: Browser, code: string) =>
    affiliate.post<Record<string, unknown>>(SETTINGS, {
      payoutEmail: 'payouts@example.com',
      code,
      notifyOnSale: true,
      version: 0,
    });
  /** A shopper who followed `ref` buys a tee, paying unless told otherwise. */
  const buyThrough = async (ref: string | null, email: string, pay = true) => {
    const shopper = server.browser();
    await shopper.visit();
    if (ref !== null) expect((await shopper.get(`/?ref=${ref}`)).status).toBe(200);
    await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee, quantity: 2 },
      division: 'demo',
    });
    const order = await placeOrder(shopper, { email });
    if (pay) expect((await payOrder(shopper, order.hash)).body.order.status).toBe('paid');
    return { shopper, order };
  };

  it('lets a signed-in customer join with their code and payout email, versioned', async () => {
    const customer = await as(server.world.users.customer);
    expect((await customer.get(SETTINGS)).body).toStrictEqual({
      payoutEmail: server.world.users.customer,
      code: '',
      notifyOnSale: true,
      commissionRate: 10,
      version: 0,
    });
    expect((await customer.get(PROFILE)).status).toBe(404);
    const invalid = await customer.post<{ message: string }>(SETTINGS, {
      payoutEmail: 'nope',
      code: 'a b',
      version: 0,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe('Please enter a valid email address');
    const joined = await join(customer, 'ADA_10');
    expect(joined.status).toBe(200);
    expect(joined.body).toStrictEqual({
      payoutEmail: 'payouts@example.com',
      code: 'ADA_10',
      notifyOnSale: true,
      commissionRate: 10,
      version: 1,
    });
    expect((await customer.get(PROFILE)).body).toStrictEqual({ code: 'ADA_10' });
    // Joining twice, or saving over a newer version, is refused with the current settings.
    expect((await join(customer, 'ADA_10')).status).toBe(409);
    const saved = await customer.post(SETTINGS, {
      payoutEmail: 'ada@example.com',
      code: 'ADA_10',
      notifyOnSale: false,
      version: 1,
    });
    expect(saved.status).toBe(200);
    const stale = await customer.post<{ message: string }>(SETTINGS, {
      payoutEmail: 'ada@example.com',
      code: 'ADA_10',
      notifyOnSale: true,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('These settings were changed elsewhere. Reload to see them.');
    // Another customer cannot take the same code, whatever its case.
    const seller = await as(server.world.users.otherSeller);
    const taken = await join(seller, 'ada_10');
    expect(taken.status).toBe(422);
    expect((taken.body as { message: string }).message).toBe('This code is already taken');
    expect((await server.browser().get(SETTINGS)).status).toBe(401);
  });

  it('attributes orders placed after a ?ref= visit, counts clicks and commission', async () => {
    const customer = await as(server.world.users.customer);
    await buyThrough('ADA_10', 'grace@example.com');
    // An unpaid order counts as pending commission; an unknown code and no code count nothing.
    await buyThrough('ADA_10', 'linus@example.com', false);
    await buyThrough('NOBODY', 'alan@example.com');
    await buyThrough(null, 'barbara@example.com');
    // The affiliate's own order through their link (as a guest with their email) is never theirs.
    await buyThrough('ADA_10', server.world.users.customer);

    const stats = (
      await customer.get<{
        clicks: number;
        orders: number;
        sales: number;
        commission: number;
        pending: number;
        months: unknown[];
      }>(OWN_STATS)
    ).body;
    // Two tees at £20 with VAT are £33.33 of goods; 10% of it is £3.33, paid or pending.
    expect(stats.clicks).toBe(3);
    expect(stats.orders).toBe(1);
    expect(stats.sales).toBe(33.33);
    expect(stats.commission).toBe(3.33);
    expect(stats.pending).toBe(3.33);
    expect(stats.months).toHaveLength(1);

    // The store's seller sees every affiliate, sets a rate; other sellers and shoppers cannot.
    const seller = await as(server.world.users.seller);
    const list = await seller.get<{
      affiliates: { id: number; code: string; version: number; stats: { orders: number } }[];
    }>(ALL);
    expect(list.status).toBe(200);
    expect(list.body.affiliates.map((each) => [each.code, each.stats.orders])).toStrictEqual([
      ['ADA_10', 1],
    ]);
    const [ada] = list.body.affiliates;
    const rate = await seller.patch(`${ALL}${ada!.id}/`, {
      commissionRate: 12.5,
      version: ada!.version,
    });
    expect(rate.status).toBe(200);
    expect((rate.body as { commissionRate: number }).commissionRate).toBe(12.5);
    expect(
      (await seller.patch(`${ALL}${ada!.id}/`, { commissionRate: 5, version: 1 })).status,
    ).toBe(409);
    expect(
      (await seller.patch(`${ALL}${ada!.id}/`, { commissionRate: 80, version: 3 })).status,
    ).toBe(422);
    expect((await seller.get(`${ALL}${ada!.id}/stats/`)).body).toStrictEqual(stats);
    expect((await customer.get(`${ALL}${ada!.id}/stats/`)).status).toBe(200);
    expect((await customer.get(ALL)).status).toBe(403);
    expect((await (await as(server.world.users.otherSeller)).get(ALL)).status).toBe(403);
    expect((await server.browser().get(ALL)).status).toBe(401);

    // ?days= counts only the last days: a click of 2020 is in the total, not in the month.
    await server.database.handle.db
      .insertInto('affiliate_clicks')
      .values({ affiliate_id: ada!.id, path: '/', created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    const clicksOf = async (path: string) =>
      (await customer.get<{ clicks: number }>(path)).body.clicks;
    expect(await clicksOf(OWN_STATS)).toBe(4);
    expect(await clicksOf(`${OWN_STATS}?days=30`)).toBe(3);
    expect((await customer.get(`${OWN_STATS}?days=0`)).status).toBe(422);
  });

  it('is what the three affiliate blocks read from their asyncData paths', async () => {
    const customer = await as(server.world.users.customer);
    const get = async (path: string, query: Record<string, string> = {}) => {
      const search = new URLSearchParams(query).toString();
      const answer = await customer.get(`/omnis/v3${path}${search ? `?${search}` : ''}`);
      if (answer.status !== 200) throw new Error(`${answer.status}`);
      return answer.body;
    };
    const divisionId = server.world.demo.id;
    const load = async <P>(
      block: { properties: { parse(value: unknown): P }; load?: (args: never) => unknown },
      asyncData: string,
    ) =>
      (block.load as (args: unknown) => Promise<{ ok: boolean; value?: unknown }>)({
        block: makeBlock(block as never, { asyncData }),
        properties: block.properties.parse({ asyncData }),
        divisionId,
        get,
      });
    expect(await load(affiliateAttribution, '/divisions/{division}/affiliates/me/')).toStrictEqual({
      ok: true,
      value: { code: 'ADA_10' },
    });
    const settings = await load(affiliateSettings, '/divisions/{division}/affiliates/me/settings/');
    expect(settings).toMatchObject({
      ok: true,
      value: { code: 'ADA_10', commissionRate: 12.5, version: 3 },
    });
    const stats = await load(affiliateStats, '/divisions/{division}/affiliates/me/stats/?days=30');
    expect(stats).toMatchObject({ ok: true, value: { clicks: 3, orders: 1, commission: 3.33 } });
  });

  it('mails an affiliate who asked for it once per paid order through their link', async () => {
    const affiliate = await as(server.world.users.staff);
    expect((await join(affiliate, 'GRACE_20')).status).toBe(200);
    const { shopper, order } = await buyThrough('GRACE_20', 'hopper@example.com');
    // Confirming the payment again (a second pay, a read) mails nothing more.
    expect((await payOrder(shopper, order.hash)).status).toBe(409);
    await shopper.get(`/omnis/v3/orders/${order.hash}/`);
    // An unpaid order, and an affiliate who turned the mail off (ADA_10), get none.
    await buyThrough('GRACE_20', 'unpaid@example.com', false);
    await buyThrough('ADA_10', 'quiet@example.com');
    const mails = await server.repos.records.outbox('affiliate-sale');
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toStrictEqual([
      ['payouts@example.com', 'You made a sale at Demo Store'],
    ]);
    const { text } = mails[0]!.body as { text: string };
    expect(text).toContain('You earn £3.33: 10% of £33.33, before VAT and shipping.');
    expect(text).not.toContain('hopper@example.com');
  });

  it('shows the seller each affiliate’s orders and commission, and records a payout once', async () => {
    type Programme = {
      id: number;
      code: string;
      version: number;
      balance: { pending: number; payable: number; paid: number };
      orders: { hash: string; commission: number; stage: string }[];
      payouts: { amount: number; paidBy: string }[];
    };
    const seller = await as(server.world.users.seller);
    const grace = async () =>
      (await seller.get<{ affiliates: Programme[] }>(ALL)).body.affiliates.find(
        (each) => each.code === 'GRACE_20',
      )!;
    const before = await grace();
    // One paid order through the link, one unpaid (the mail test's).
    expect(before.balance).toStrictEqual({ pending: 333, payable: 333, paid: 0 });
    expect(before.orders.map((order) => [order.commission, order.stage]).sort()).toStrictEqual([
      [333, 'payable'],
      [333, 'pending'],
    ]);
    expect(before.payouts).toStrictEqual([]);

    const payouts = `${ALL}${before.id}/payouts/`;
    const stale = await seller.post<{ message: string }>(payouts, {
      version: before.version + 1,
      amount: 333,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('These settings were changed elsewhere. Reload to see them.');
    const changed = await seller.post<{ message: string }>(payouts, {
      version: before.version,
      amount: 300,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('The amount payable has changed. Reload to see it.');
    const customer = await as(server.world.users.customer);
    expect((await customer.post(payouts, { version: before.version, amount: 333 })).status).toBe(
      403,
    );

    const paid = await seller.post<{ payout: { amount: number; paidBy: string } }>(payouts, {
      version: before.version,
      amount: 333,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.payout).toMatchObject({ amount: 333, paidBy: server.world.users.seller });
    const after = await grace();
    expect(after.balance).toStrictEqual({ pending: 333, payable: 0, paid: 333 });
    expect(after.version).toBe(before.version + 1);
    expect(after.payouts).toMatchObject([{ amount: 333, paidBy: server.world.users.seller }]);
    // The same click again (the old version) is refused; nothing more is payable.
    expect((await seller.post(payouts, { version: before.version, amount: 333 })).status).toBe(409);
    const nothing = await seller.post<{ message: string }>(payouts, {
      version: after.version,
      amount: 1,
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('Nothing is payable to this affiliate yet');
    const rows = await server.database.handle.db
      .selectFrom('affiliate_payouts')
      .select(['amount', 'paid_by_email'])
      .execute();
    expect(rows).toStrictEqual([{ amount: 333, paid_by_email: server.world.users.seller }]);
  });
});
