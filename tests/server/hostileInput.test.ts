import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/**
 * Findings of the hostile-input checks (issue 23, section 5): each answered a 500, reached
 * the wrong record or answered 200 before its fix. Run on every database the suite has.
 */
const base = '/omnis/v3/divisions';

describe.each(testDatabaseKinds())('hostile input on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const seller = async () => {
    const browser = server.browser();
    await browser.signIn(server.world.users.seller, PASSWORD);
    return browser;
  };

  // Each loose spelling of a real page's id, and ids no page can have.
  const looseIds: Array<[string, (id: number) => string]> = [
    ['leading space', (id) => ` ${id}`],
    ['plus sign', (id) => `+${id}`],
    ['decimal', (id) => `${id}.0`],
    ['hexadecimal', (id) => `0x${id.toString(16)}`],
    ['leading zero', (id) => `0${id}`],
    ['exponent', (id) => `${id}e0`],
    ['beyond 32 bits', () => '2147483648'],
    ['beyond safe integers', () => '99999999999999999999'],
  ];

  it.each(looseIds)(
    'a page id with a %s answers 404 on GET, PATCH, DELETE and send-test, and touches no page',
    async (_name, spell) => {
      const browser = await seller();
      const created = await browser.post<Page>(`${base}/demo/pages/`, { url: '/loose-ids/' });
      const id = created.body.id!;
      const path = `${base}/demo/pages/${encodeURIComponent(spell(id))}/`;
      expect((await browser.get(path)).status).toBe(404);
      expect((await browser.patch(path, { ...created.body, layout: 'blank' })).status).toBe(404);
      expect((await browser.delete(path)).status).toBe(404);
      const sent = await browser.post(`${path}mail/send-test/`, { to: 'me@example.com' });
      expect(sent.status).toBe(404);
      const after = await browser.get<Page>(`${base}/demo/pages/${id}/`);
      expect(after.status).toBe(200);
      expect(after.body.version).toBe(created.body.version);
      await browser.delete(`${base}/demo/pages/${id}/`);
    },
  );

  it('refuses integers beyond 32 bits with a clean 422, signed in or not', async () => {
    const shopper = server.browser();
    const event = await shopper.post<{ message: string }>('/omnis/v3/event-collector/', {
      event: 'e',
      metadata: { division: { id: 2147483648 } },
    });
    expect(event.status).toBe(422);
    expect(event.body.message).toBe('This field must be 2147483647 or less');
    const logged = await shopper.post('/omnis/v3/events/logEvent/', {
      events: [{ name: 'e' }],
      division: 2147483648,
    });
    expect(logged.status).toBe(422);

    const browser = await seller();
    const created = await browser.post<Page>(`${base}/demo/pages/`, { url: '/big-numbers/' });
    const stale = await browser.patch<{ message: string }>(
      `${base}/demo/pages/${created.body.id}/`,
      { ...created.body, version: 2147483648 },
    );
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe('This field must be 2147483647 or less');
  });

  it('answers a store named by an id beyond 32 bits as an unknown store', async () => {
    const answer = await server.browser().get(`${base}/2147483648/pages/`);
    expect(answer.status).toBe(404);
  });

  it('refuses NUL bytes in strings and paths with a clean 422', async () => {
    const shopper = server.browser();
    await shopper.visit();
    const subscribed = await shopper.post<{ message: string }>(
      '/omnis/v3/mailing-lists/subscribe/',
      {
        email: 'fox@example.com',
        firstName: 'Fo\u0000x',
        division: 'demo',
        mailingList: 'news',
      },
    );
    expect(subscribed.status).toBe(422);
    expect(subscribed.body.message).toBe('This field may not contain a NUL character');
    const nested = await shopper.post<{ message: string }>('/omnis/v3/event-collector/', {
      event: 'e',
      payload: { deep: ['ok', { key: 'a\u0000b' }] },
    });
    expect(nested.status).toBe(422);
    const inPath = await shopper.get<{ message: string }>('/omnis/v3/division/de%00mo/products/');
    expect(inPath.status).toBe(422);
    expect(inPath.body.message).toBe('This field may not contain a NUL character');
    const storefront = await shopper.get('/blog/%00/');
    expect(storefront.status).toBe(422);
  });

  it('refuses blocks nested deeper than the limit with a clear 422', async () => {
    const browser = await seller();
    let blocks: unknown[] = [];
    for (let depth = 0; depth < 1500; depth += 1)
      blocks = [{ id: `b${depth}`, type: 'containerBlock', items: blocks }];
    const answer = await browser.post<{ message: string }>(`${base}/demo/pages/`, {
      url: '/deep/',
      blocks,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Blocks may be nested at most 50 deep');
  });

  it('answers a permission request with a JSON null body 422, not 200', async () => {
    const browser = await seller();
    const answer = await browser.request<{ message: string }>(
      'POST',
      '/omnis/v3/atlas/permissions/request/pages.edit/',
      undefined,
      { raw: 'null', contentType: 'application/json' },
    );
    expect(answer.status).toBe(422);
  });
});
