import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '../../src/events/analyticsEvents';
import { createAnalyticsRepository } from '../../server/events/analyticsRepository';
import { rollUp } from '../../server/events/rollupJob';
import { CONSENT_COOKIE } from '../../src/rules/consent';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const NOW = Date.UTC(2026, 10, 27, 12);
const TODAY = '2026-11-27';

/** Events and analytics (issue 21): batched intake, compact storage, daily roll-up, the seller's summary. */
describe.each(testDatabaseKinds())('analytics on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, config: { clock: () => NOW } });
  });
  afterAll(() => server.close());

  const visit = (visitor: string, paths: string[]) =>
    paths.map((path, i) => ({ name: 'page_view', data: { visitor, path, landing: i === 0 } }));

  /** A shopper who granted analytics consent (the server counts no one else). */
  const consenting = () => {
    const browser = server.browser();
    browser.cookies.set(CONSENT_COOKIE, 'granted.denied');
    return browser;
  };
  const send = (body: unknown, userAgent = CHROME, raw = false) =>
    consenting().request(
      'POST',
      '/omnis/v3/events/logEvent/',
      raw ? undefined : body,
      raw
        ? {
            raw: JSON.stringify(body),
            contentType: 'text/plain;charset=UTF-8',
            headers: { 'user-agent': userAgent },
          }
        : { headers: { 'user-agent': userAgent } },
    );

  it('stores batched page views (also sent as a beacon’s text), never a bot’s, and sums them per day', async () => {
    const division = server.world.demo.id;
    expect(
      (await send({ division, events: visit('visitor-aaaa', ['/', '/shop/', '/shop/']) })).status,
    ).toBe(202);
    // sendBeacon posts text/plain.
    expect(
      (
        await send(
          {
            division,
            events: [
              ...visit('visitor-bbbb', ['/shop/']),
              {
                name: 'add_to_basket',
                data: { visitor: 'visitor-bbbb', productId: server.world.products.tee },
              },
              { name: 'checkout', data: { visitor: 'visitor-bbbb', path: '/checkout/' } },
            ],
          },
          CHROME,
          true,
        )
      ).status,
    ).toBe(202);
    expect((await send({ division, events: visit('bot-visitor', ['/']) }, GOOGLEBOT)).status).toBe(
      202,
    );
    // Not the spec's shape: refused with the first message.
    const bad = await send({ events: [] });
    expect(bad.status).toBe(422);

    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const answer = await seller.get<AnalyticsSummary>(
      `/omnis/v3/divisions/demo/analytics/?from=2026-11-20&to=${TODAY}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.totals).toStrictEqual({ visits: 2, visitors: 2, pageViews: 4 });
    expect(answer.body.days).toHaveLength(8);
    expect(answer.body.days.at(-1)).toStrictEqual({
      day: TODAY,
      visits: 2,
      visitors: 2,
      pageViews: 4,
    });
    expect(answer.body.pages).toStrictEqual([
      { path: '/shop/', views: 3 },
      { path: '/', views: 1 },
    ]);
    expect(answer.body.products).toStrictEqual([
      { productId: server.world.products.tee, name: expect.any(String) as string, added: 1 },
    ]);
    expect(answer.body.funnel).toStrictEqual({ addToBasket: 1, checkout: 1, orders: 0 });
  });

  it('rolls up idempotently', async () => {
    const analytics = createAnalyticsRepository(server.database.handle.db);
    const range = { from: TODAY, to: TODAY };
    await rollUp(analytics, [TODAY]);
    const once = await analytics.summary(server.world.demo.id, range);
    await rollUp(analytics, [TODAY]);
    await rollUp(analytics, [TODAY]);
    expect(await analytics.summary(server.world.demo.id, range)).toStrictEqual(once);
  });

  it('shows a store’s numbers to its sellers only, and checks the range', async () => {
    const other = server.browser();
    await other.signIn(server.world.users.otherSeller, PASSWORD);
    expect(
      (await other.get(`/omnis/v3/divisions/demo/analytics/?from=${TODAY}&to=${TODAY}`)).status,
    ).toBe(403);
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const reversed = await seller.get<{ message: string }>(
      '/omnis/v3/divisions/demo/analytics/?from=2026-11-27&to=2026-11-01',
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('The start date must be on or before the end date');
    expect(
      (await server.browser().get(`/omnis/v3/divisions/demo/analytics/?from=${TODAY}&to=${TODAY}`))
        .status,
    ).toBe(401);
  });
});
