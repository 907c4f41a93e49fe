import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { Block, Page, StoreCoreData } from '../../src/model';
import type {
  SplitTestBlockView,
  SplitTestResultsView,
  SplitTestView,
} from '../../src/splitTests/schemas';
import { CONSENT_COOKIE } from '../../src/rules/consent';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Split tests (issue 21): create, start and stop; sticky assignment in core data; results. */
describe.each(testDatabaseKinds())('split tests on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const coreData = (browser: ReturnType<TestServer['browser']>, query = '') =>
    browser.get<StoreCoreData>(`/omnis/v3/frontend/demo/getStoreCoreData/json/${query}`);

  it('creates, starts and stops a test, refusing stale versions and bad input', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const path = '/omnis/v3/divisions/demo/split-tests/';
    const bad = await seller.post<{ message: string }>(path, {
      kind: 'block',
      name: 'hero',
      variations: [{ name: 'A' }, { name: 'B' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Mark one variation as the default');
    const created = await seller.post<SplitTestView>(path, {
      kind: 'block',
      name: 'hero',
      variations: [{ name: 'A', default: true }, { name: 'B' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'hero', status: 'draft', version: 1 });
    expect(
      (
        await seller.post<{ message: string }>(
          path,
          created.body && {
            kind: 'block',
            name: 'hero',
            variations: [{ name: 'A', default: true }, { name: 'B' }],
          },
        )
      ).body.message,
    ).toBe('You already have a split test with this name');
    // Nobody is assigned a draft.
    expect((await coreData(server.browser())).body.state.splitTest).toEqual([]);

    const started = await seller.post<SplitTestView>(`${path}${created.body.id}/start/`, {
      version: 1,
    });
    expect(started.body).toMatchObject({ status: 'running', version: 2 });
    const stale = await seller.post<SplitTestView>(`${path}${created.body.id}/stop/`, {
      version: 1,
    });
    expect(stale.status).toBe(409);
    const other = server.browser();
    await other.signIn(server.world.users.otherSeller, PASSWORD);
    expect((await other.post(`${path}${created.body.id}/stop/`, { version: 2 })).status).toBe(403);

    // A visitor: forced to B by split-var, remembered in the cookie, sticky afterwards.
    const shopper = server.browser();
    const first = await coreData(shopper, '?split-var=B');
    expect(first.body.state.splitTest).toMatchObject([
      { name: 'hero', variation: { name: 'B' }, discovered: true },
    ]);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const [cookieTest, cookieVariation] = shopper.cookies
      .get('split-tests')!
      .split(':')
      .map(Number);
    expect(cookieTest).toBe(created.body.id);
    for (let i = 0; i < 5; i++)
      expect((await coreData(shopper)).body.state.splitTest[0]?.variation?.name).toBe('B');
    const bVariation = started.body.variations.find((v) => v.name === 'B')!;
    expect(cookieVariation).toBe(bVariation.id);

    // Results from the visitor's events.
    // Sent as the storefront sends them: with the visitor's consent cookie.
    const events = (
      visitor: string,
      list: Array<[string, Record<string, unknown>]>,
      consent = 'granted.granted',
    ) => {
      const browser = server.browser();
      if (consent !== '') browser.cookies.set(CONSENT_COOKIE, consent);
      return browser.request(
        'POST',
        '/omnis/v3/events/logEvent/',
        {
          division: server.world.demo.id,
          events: list.map(([name, data]) => ({ name, data: { visitor, ...data } })),
        },
        { headers: { 'user-agent': CHROME } },
      );
    };
    const aVariation = started.body.variations.find((v) => v.name === 'A')!;
    const shown = (variation: number) =>
      ['split_test_discovered', { splitTestId: created.body.id, variationId: variation }] as [
        string,
        Record<string, unknown>,
      ];
    await events('visitor-b1', [
      shown(bVariation.id),
      shown(bVariation.id),
      ['add_to_basket', { productId: server.world.products.tee }],
      ['order', { orderId: 'o1' }],
    ]);
    await events('visitor-b2', [shown(bVariation.id)]);
    await events('visitor-a1', [shown(aVariation.id)]);
    // Visitors who denied analytics consent are not counted, whatever reaches the server.
    const everything: Array<[string, Record<string, unknown>]> = [
      shown(aVariation.id),
      ['add_to_basket', { productId: server.world.products.tee }],
      ['order', { orderId: 'o2' }],
    ];
    expect((await events('visitor-denied', everything, 'denied.granted')).status).toBe(202);
    expect((await events('visitor-essential', everything, 'denied.denied')).status).toBe(202);
    await events('visitor-unasked', everything, '');
    const results = await seller.get<SplitTestResultsView>(`${path}${created.body.id}/results/`);
    expect(results.body.variations).toStrictEqual([
      { id: aVariation.id, name: 'A', visitors: 1, addedToBasket: 0, ordered: 0 },
      { id: bVariation.id, name: 'B', visitors: 2, addedToBasket: 1, ordered: 1 },
    ]);

    const stopped = await seller.post<SplitTestView>(`${path}${created.body.id}/stop/`, {
      version: 2,
    });
    expect(stopped.body.status).toBe('stopped');
    expect((await coreData(shopper)).body.state.splitTest).toEqual([]);
  });

  it('lists the split-test blocks on the store’s pages, to create a block test from', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const make = (type: string, properties: Record<string, unknown>, items: Block[] = []) => ({
      ...registry.make(type),
      properties: { ...registry.make(type).properties, ...properties },
      items,
    });
    const created = await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
      url: '/offers/',
      properties: { title: { value: 'Offers' } },
      blocks: [
        make('row', {}, [
          make('splitTest', { name: 'Hero test' }, [
            make('splitTestVariation', { name: 'A', default: true }),
            make('splitTestVariation', { name: 'B' }),
          ]),
        ]),
      ],
    });
    expect(created.status).toBe(201);
    const path = '/omnis/v3/divisions/demo/split-tests/blocks/';
    const listed = await seller.get<{ blocks: SplitTestBlockView[] }>(path);
    expect(listed.status).toBe(200);
    // Nested in a row, found all the same.
    expect(listed.body.blocks).toStrictEqual([
      {
        pageId: expect.any(Number),
        pageTitle: 'Offers',
        pageUrl: '/offers/',
        name: 'Hero test',
        variations: [
          { name: 'A', default: true },
          { name: 'B', default: false },
        ],
        problem: null,
      },
    ]);
    const other = server.browser();
    await other.signIn(server.world.users.otherSeller, PASSWORD);
    expect((await other.get(path)).status).toBe(403);
    expect((await server.browser().get(path)).status).toBe(401);
  });
});
