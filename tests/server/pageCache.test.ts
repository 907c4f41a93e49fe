import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, StoreCoreData } from '../../src/model';
import type { SsrRender } from '../../src/ssr/contract';
import { NONCE_PLACEHOLDER } from '../../server/ssr/pageCache';
import type { Browser } from './support/browser';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/**
 * The rendered-page cache (issue 23) through the SSR host, on SQLite and PostgreSQL: a
 * visitor without a session gets the page another rendered, until a publish or a theme
 * change makes a new one; a signed-in shopper always gets a page rendered for them; each
 * answer carries its own CSP nonce. The renderer is a stand-in that counts its renders
 * and writes what it read (the published page's text, the store's theme) into the HTML.
 */
function countingRenderer() {
  const renders: string[] = [];
  const render: SsrRender = async (request) => {
    renders.push(request.url);
    const coreData = request.coreData as StoreCoreData;
    const path = new URL(request.url, request.origin).pathname;
    const route = coreData.pages.find((page) => page.url === path);
    if (!route) return { status: 404, html: '<p>missing</p>' };
    const page = (await request.get(`/divisions/demo/pages/${route.id}/`)).body as Page;
    return {
      status: 200,
      html:
        `<!DOCTYPE html><script nonce="${request.nonce}"></script>` +
        `<main>${String(page.blocks[0]?.properties.html)}</main>` +
        `<p>theme ${coreData.state.subdomain.theme}</p>` +
        `<p>currency ${coreData.state.currency}</p>` +
        `<p>variation ${coreData.state.splitTest.map((test) => test.variation?.name).join(',')}</p>` +
        `<p>signed in: ${request.session ? request.session.email : 'nobody'}</p>`,
    };
  };
  return { render, renders };
}

const base = '/omnis/v3/divisions/demo/pages';
const text = (html: string) => [
  { id: 't1', uid: 't1', type: 'textBlock', properties: { template: 'v2', html } },
];

async function signedIn(server: TestServer, email: string): Promise<Browser> {
  const browser = server.browser();
  expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
  return browser;
}

/** A published page at `url` showing `html`; its id. */
async function publishedPage(seller: Browser, url: string, html: string): Promise<number> {
  const created = await seller.post<Page>(`${base}/`, {
    url,
    properties: { title: { value: 'Cached' } },
    blocks: text(html),
  });
  expect(created.status).toBe(201);
  const id = created.body.id!;
  expect((await seller.post(`${base}/${id}/publish/`, {})).status).toBe(200);
  return id;
}

async function republish(seller: Browser, id: number, html: string): Promise<void> {
  const draft = (await seller.get<Page>(`${base}/${id}/`)).body;
  expect((await seller.patch(`${base}/${id}/`, { ...draft, blocks: text(html) })).status).toBe(200);
  expect((await seller.post(`${base}/${id}/publish/`, {})).status).toBe(200);
}

const nonceOf = (answer: { headers: Headers }) =>
  /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];

describe.each(testDatabaseKinds())('rendered-page cache on $dialect', (kind) => {
  let server: TestServer;
  const renderer = countingRenderer();

  beforeAll(async () => {
    server = await startTestServer({
      kind,
      ssr: renderer.render,
      config: { pageCacheTtlMs: 60_000 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves a visitor the page another visitor rendered, with its own nonce and the shared cache policy', async () => {
    const seller = await signedIn(server, server.world.users.seller);
    await publishedPage(seller, '/kept/', '<p>Kept one</p>');
    const before = renderer.renders.length;

    const first = await server.browser().get('/kept/');
    const second = await server.browser().get('/kept/');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.text).toBe(first.text.replace(nonceOf(first)!, nonceOf(second)!));
    expect(second.text).toContain('<main><p>Kept one</p></main>');
    expect(renderer.renders.length - before).toBe(1);
    // Each answer's script nonce is the one its own Content-Security-Policy allows.
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(second.text).toContain(`nonce="${nonceOf(second)}"`);
    expect(second.text).not.toContain(NONCE_PLACEHOLDER);
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });

  it('shows the new version at once after a publish', async () => {
    const seller = await signedIn(server, server.world.users.seller);
    const id = await publishedPage(seller, '/news/', '<p>Old news</p>');
    const visitor = server.browser();
    expect((await visitor.get('/news/')).text).toContain('Old news');
    expect((await visitor.get('/news/')).headers.get('x-page-cache')).toBe('hit');

    await republish(seller, id, '<p>Fresh news</p>');
    const after = await visitor.get('/news/');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.text).toContain('Fresh news');
    expect(after.text).not.toContain('Old news');
  });

  it('shows the new theme at once after a theme change', async () => {
    const seller = await signedIn(server, server.world.users.seller);
    await publishedPage(seller, '/styled/', '<p>Styled</p>');
    const visitor = server.browser();
    expect((await visitor.get('/styled/')).text).toContain('theme naked');
    expect((await visitor.get('/styled/')).headers.get('x-page-cache')).toBe('hit');

    const theme = (
      await seller.get<{ theme: { version: number } }>(`/omnis/v3/divisions/demo/theme/`)
    ).body.theme;
    const saved = await seller.patch('/omnis/v3/divisions/demo/theme/', {
      version: theme.version,
      base: 'punch',
      overrides: {},
    });
    expect(saved.status).toBe(200);
    const after = await visitor.get('/styled/');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.text).toContain('theme punch');
  });

  it('never gives a signed-in shopper a kept page, nor keeps theirs for others', async () => {
    const seller = await signedIn(server, server.world.users.seller);
    await publishedPage(seller, '/mine/', '<p>Mine</p>');
    expect((await server.browser().get('/mine/')).headers.get('x-page-cache')).toBe('miss');
    expect((await server.browser().get('/mine/')).headers.get('x-page-cache')).toBe('hit');

    const customer = await signedIn(server, server.world.users.customer);
    const before = renderer.renders.length;
    const theirs = await customer.get('/mine/');
    const again = await customer.get('/mine/');
    expect(renderer.renders.length - before).toBe(2);
    expect(theirs.headers.get('x-page-cache')).toBeNull();
    expect(again.text).toContain(`signed in: ${server.world.users.customer}`);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    // What the customer was shown is not what the next visitor gets.
    expect((await server.browser().get('/mine/')).text).toContain('signed in: nobody');
  });

  it('keeps one page per currency, and a chosen currency stays out of shared caches', async () => {
    const seller = await signedIn(server, server.world.users.seller);
    await publishedPage(seller, '/priced/', '<p>Priced</p>');
    const store = (await server.repos.divisions.findById(server.world.demo.id))!;
    await server.repos.divisions.updateSettings(store.id, {
      ...store.settings,
      plugins: {
        ...store.settings.plugins,
        currency: { enabled: true, currency: 'GBP', currencies: 'EUR' },
      },
    });
    const euro = () => server.browser().get('/priced/', { headers: { cookie: 'currency=EUR' } });
    const pound = await server.browser().get('/priced/');
    expect(pound.text).toContain('currency GBP');
    const firstEuro = await euro();
    expect(firstEuro.headers.get('x-page-cache')).toBe('miss');
    expect(firstEuro.text).toContain('currency EUR');
    const secondEuro = await euro();
    expect(secondEuro.headers.get('x-page-cache')).toBe('hit');
    expect(secondEuro.text).toContain('currency EUR');
    expect(secondEuro.headers.get('cache-control')).toBe('private, no-store');
    const poundAgain = await server.browser().get('/priced/');
    expect(poundAgain.headers.get('x-page-cache')).toBe('hit');
    expect(poundAgain.text).toContain('currency GBP');
  });

  it('keeps one page per split-test variation, never giving a visitor another variation’s page', async () => {
    const seller = await signedIn(server, server.world.users.seller);
    await publishedPage(seller, '/tested/', '<p>Tested</p>');
    const tests = '/omnis/v3/divisions/demo/split-tests/';
    const created = await seller.post<{ id: number }>(tests, {
      kind: 'block',
      name: 'cached hero',
      variations: [{ name: 'A', default: true }, { name: 'B' }],
    });
    const started = await seller.post<{ variations: Array<{ id: number; name: string }> }>(
      `${tests}${created.body.id}/start/`,
      { version: 1 },
    );
    expect(started.status).toBe(200);
    const idOf = (name: string) => started.body.variations.find((v) => v.name === name)!.id;
    const returning = (name: string) =>
      server.browser().get('/tested/', {
        headers: { cookie: `split-tests=${created.body.id}:${idOf(name)}` },
      });

    // A first visit is assigned before the cache is read: its cookie is its own answer's.
    const newcomer = server.browser();
    const first = await newcomer.get('/tested/');
    expect(first.status).toBe(200);
    const assigned = first.text.includes('variation B') ? 'B' : 'A';
    expect(first.text).toContain(`variation ${assigned}`);
    expect(newcomer.cookies.get('split-tests')).toBe(`${created.body.id}:${idOf(assigned)}`);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    // Issue 23 still holds: an anonymous GET creates no session.
    expect(newcomer.cookies.has('omnis_session')).toBe(false);

    for (const name of ['A', 'B']) {
      const once = await returning(name);
      const twice = await returning(name);
      expect(once.text).toContain(`variation ${name}`);
      expect(twice.headers.get('x-page-cache')).toBe('hit');
      expect(twice.text).toContain(`variation ${name}`);
      expect(twice.text).not.toContain(`variation ${name === 'A' ? 'B' : 'A'}`);
      // Shared caches may keep it, told that it depends on the cookies.
      expect(twice.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
      expect(twice.headers.get('vary')).toMatch(/cookie/i);
      expect(twice.headers.get('set-cookie')).toBeNull();
    }
    // The newcomer, back with their cookie, gets their variation's kept page.
    const back = await newcomer.get('/tested/');
    expect(back.headers.get('x-page-cache')).toBe('hit');
    expect(back.text).toContain(`variation ${assigned}`);

    await seller.post(`${tests}${created.body.id}/stop/`, { version: 2 });
  });
});

describe.skipIf(!process.env.REDIS_URL_TEST)('rendered-page cache shared through Redis', () => {
  const kind = testDatabaseKinds().at(-1)!;
  const redisPrefix = `omnis-test-${randomBytes(4).toString('hex')}`;
  const one = countingRenderer();
  const two = countingRenderer();
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({
      kind,
      ssr: one.render,
      config: { pageCacheTtlMs: 60_000, redisUrl: process.env.REDIS_URL_TEST!, redisPrefix },
    });
    // A second app on its own database with the same store: it can only know the page
    // through Redis if the keys match, so both are given the same published history.
    second = await startTestServer({
      kind,
      ssr: two.render,
      config: { pageCacheTtlMs: 60_000, redisUrl: process.env.REDIS_URL_TEST!, redisPrefix },
    });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('serves from one process the page another rendered, and both see a publish', async () => {
    const sellerOne = await signedIn(first, first.world.users.seller);
    const sellerTwo = await signedIn(second, second.world.users.seller);
    const idOne = await publishedPage(sellerOne, '/shared/', '<p>Shared</p>');
    const idTwo = await publishedPage(sellerTwo, '/shared/', '<p>Shared</p>');
    expect(idTwo).toBe(idOne);
    // Same store state, same clock second: pin the publish times so the fingerprints agree.
    for (const server of [first, second])
      await server.database.handle.db
        .updateTable('page_versions')
        .set({ published_at: '2026-11-27T00:00:00.000Z' })
        .execute();

    const rendered = await first.browser().get('/shared/', { headers: { host: '127.0.0.1' } });
    expect(rendered.headers.get('x-page-cache')).toBe('miss');
    const rendersOnTwo = two.renders.length;
    const served = await second.browser().get('/shared/', { headers: { host: '127.0.0.1' } });
    expect(served.headers.get('x-page-cache')).toBe('hit');
    expect(served.text).toContain('<main><p>Shared</p></main>');
    expect(two.renders.length).toBe(rendersOnTwo);

    await republish(sellerOne, idOne, '<p>Changed</p>');
    const after = await first.browser().get('/shared/', { headers: { host: '127.0.0.1' } });
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.text).toContain('Changed');
  });
});
