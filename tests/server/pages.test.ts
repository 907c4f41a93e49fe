import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { blockTypes } from '../../blocks';
import { TEXT_BLOCK_HTML_MAX, TEXT_BLOCK_TOO_LONG } from '../../blocks/textBlock/properties';
import type { Page, StorePageSummary } from '../../src/model';
import { createRegistry, defineBlock } from '../../src/registry';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/** A Pro-only block type for the 402 rule (the product's html block declares `pro: true`). */
const proBlock = defineBlock({
  name: 'proOnlyTest',
  title: 'Pro only',
  description: '',
  category: 'content',
  fields: [],
  pro: true,
  component: () => null,
  properties: z.object({}),
});
const registry = createRegistry([...blockTypes, proBlock]);

const text = (html: string) => ({ id: 't1', uid: 't1', type: 'textBlock', properties: { html } });

/** A GET that leaves the body as sent (fetch would decompress it and drop the header). */
function httpGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe.each(testDatabaseKinds())('pages API on $dialect', (kind) => {
  let server: TestServer;
  const base = '/omnis/v3/divisions';

  beforeAll(async () => {
    server = await startTestServer({ kind, registry });
  });
  afterAll(async () => {
    await server.close();
  });

  async function seller(email = server.world.users.seller) {
    const browser = server.browser();
    const answer = await browser.signIn(email, PASSWORD);
    expect(answer.status).toBe(200);
    return browser;
  }

  it('creates a page, normalising the url, and reads it back', async () => {
    const browser = await seller();
    const created = await browser.post<Page>(`${base}/demo/pages/?imageType=object`, {
      url: 'Our Story',
      properties: { title: { value: 'Our story' } },
      blocks: [text('<p>Hello</p>')],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: '/our-story/',
      version: 1,
      divisionId: server.world.demo.id,
      published: true,
    });
    const read = await browser.get<Page>(`${base}/demo/pages/${created.body.id}/?imageType=object`);
    expect(read.status).toBe(200);
    expect(read.body.blocks[0]?.properties.html).toBe('<p>Hello</p>');
    const setup = await server.repos.divisions.findById(server.world.demo.id);
    expect(setup?.setup).toEqual({ completed: ['homepage'], current: 'collection' });
  });

  it('sends a page compressed in the encoding the client accepts, and as text to one that accepts none', async () => {
    const browser = await seller();
    const created = await browser.post<Page>(`${base}/demo/pages/?imageType=object`, {
      url: '/encoded/',
      blocks: [text('<p>Squeezed</p>')],
    });
    // Read as a shopper reads it: the published version (issue 14).
    expect((await browser.post(`${base}/demo/pages/${created.body.id}/publish/`, {})).status).toBe(
      200,
    );
    const url = `${server.url}${base}/demo/pages/${created.body.id}/?imageType=object`;
    const raw = async (acceptEncoding: string) => {
      const answer = await httpGet(url, { 'accept-encoding': acceptEncoding });
      return {
        encoding: answer.headers['content-encoding'],
        vary: answer.headers.vary,
        body: answer.body,
      };
    };
    const asText = await raw('');
    expect(asText.encoding).toBeUndefined();
    expect(asText.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(asText.body.toString('utf8'))).toEqual(created.body);
    const brotli = await raw('gzip, deflate, br, zstd');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(asText.body.toString('utf8'));
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(asText.body.toString('utf8'));
  });

  it('flags the homepage, refuses to delete it, and deletes other pages', async () => {
    const browser = await seller();
    const home = await browser.post<Page>(`${base}/demo/pages/`, {
      url: '/',
      properties: { title: { value: 'Home' } },
    });
    expect(home.body.flags).toContain('homepage');
    const refused = await browser.delete<{ message: string }>(
      `${base}/demo/pages/${home.body.id}/`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The homepage cannot be deleted');
    const other = await browser.post<Page>(`${base}/demo/pages/`, { url: '/temporary/' });
    expect((await browser.delete(`${base}/demo/pages/${other.body.id}/`)).status).toBe(200);
    expect((await browser.get(`${base}/demo/pages/${other.body.id}/`)).status).toBe(404);
  });

  it('bumps the version on each save and answers a stale save with 409 and the current page', async () => {
    const browser = await seller();
    const { body: page } = await browser.post<Page>(`${base}/demo/pages/`, { url: '/versions/' });
    const saved = await browser.patch<Page>(`${base}/demo/pages/${page.id}/`, {
      ...page,
      layout: 'blank',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const stale = await browser.patch<{ message: string; page: Page }>(
      `${base}/demo/pages/${page.id}/`,
      { ...page, layout: 'tool' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.page).toMatchObject({ version: 2, layout: 'blank' });
    expect((await browser.get<Page>(`${base}/demo/pages/${page.id}/`)).body.layout).toBe('blank');
  });

  it('stamps edited on create and on every save, whatever the client sends, and lists it (issue 14)', async () => {
    const browser = await seller();
    const created = new Date(Date.now() + 60_000);
    const later = new Date(created.getTime() + 27 * 60_000);
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(created);
      const { body: page } = await browser.post<Page>(`${base}/demo/pages/`, {
        url: '/edited/',
        edited: '2001-01-01T00:00:00Z',
      });
      expect(page.edited).toBe(created.toISOString());
      vi.setSystemTime(later);
      const saved = await browser.patch<Page>(`${base}/demo/pages/${page.id}/`, {
        ...page,
        layout: 'blank',
        edited: '2001-01-01T00:00:00Z',
      });
      expect(saved.body.edited).toBe(later.toISOString());
      expect((await browser.get<Page>(`${base}/demo/pages/${page.id}/`)).body.edited).toBe(
        later.toISOString(),
      );
      const listed = (await browser.get<StorePageSummary[]>(`${base}/demo/pages`)).body;
      expect(listed.find((summary) => summary.id === page.id)?.edited).toBe(later.toISOString());
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const browser = await seller();
    const { body: page } = await browser.post<Page>(`${base}/demo/pages/`, { url: '/race/' });
    const results = await Promise.all([
      browser.patch(`${base}/demo/pages/${page.id}/`, { ...page, layout: 'blank' }),
      browser.patch(`${base}/demo/pages/${page.id}/`, { ...page, layout: 'tool' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers 422 with the failing fields and the first message', async () => {
    const browser = await seller();
    const wrongType = await browser.post<{ message: string; errors: Record<string, string[]> }>(
      `${base}/demo/pages/`,
      { url: 5, layout: 'sideways' },
    );
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors)).toEqual(['url', 'layout']);
    expect(wrongType.body.message).toBe(wrongType.body.errors.url![0]);
    const unknown = await browser.post<{ message: string }>(`${base}/demo/pages/`, {
      url: '/x/',
      blocks: [{ id: 'a', uid: 'a', type: 'hologram' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe("Block type of hologram hasn't been registered");
    const missingVersion = await browser.post<Page>(`${base}/demo/pages/`, {
      url: '/needs-version/',
    });
    const { version: _v, ...noVersion } = missingVersion.body;
    expect(
      (await browser.patch(`${base}/demo/pages/${missingVersion.body.id}/`, noVersion)).status,
    ).toBe(422);
  });

  it('refuses a url another page of the store uses', async () => {
    const browser = await seller();
    await browser.post(`${base}/demo/pages/`, { url: '/unique/' });
    const again = await browser.post<{ errors: Record<string, string[]> }>(`${base}/demo/pages/`, {
      url: 'unique',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.url).toEqual(['Another page of this store already uses this url']);
  });

  it('sanitises seller HTML on save', async () => {
    const browser = await seller();
    const saved = await browser.post<Page>(`${base}/demo/pages/`, {
      url: '/xss/',
      blocks: [text('<p>Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>')],
    });
    expect(saved.body.blocks[0]?.properties.html).toBe('<p>Hi<a href="/404/">x</a></p>');
  });

  it('refuses with 422 a save whose text block grew past its limit, keeping the stored page', async () => {
    const browser = await seller();
    const created = await browser.post<Page>(`${base}/demo/pages/`, {
      url: '/grown/',
      blocks: [text('<p>NEW IN</p>')],
    });
    const grown = `<p>${'NEW IN'.repeat(TEXT_BLOCK_HTML_MAX / 6)}</p>`;
    const refused = await browser.patch<{ message: string; errors: Record<string, string[]> }>(
      `${base}/demo/pages/${created.body.id}/`,
      {
        ...created.body,
        blocks: [text(grown)],
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors['blocks.0.properties.html']).toEqual([TEXT_BLOCK_TOO_LONG]);
    const kept = await browser.get<Page>(`${base}/demo/pages/${created.body.id}/?imageType=object`);
    expect(kept.body).toMatchObject({
      version: created.body.version,
      blocks: [{ properties: { html: '<p>NEW IN</p>' } }],
    });
  });

  it('asks a non-Pro store to upgrade for Pro-only blocks with 402', async () => {
    const blocks = [{ id: 'p', uid: 'p', type: 'proOnlyTest' }];
    const demo = await seller();
    const refused = await demo.post<{ message: string }>(`${base}/demo/pages/`, {
      url: '/pro/',
      blocks,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Pro required to save this page');
    const pro = await seller(server.world.users.proSeller);
    expect((await pro.post(`${base}/prostore/pages/`, { url: '/pro/', blocks })).status).toBe(201);
  });

  it('keeps sellers to their own store', async () => {
    const demo = await seller();
    const { body: page } = await demo.post<Page>(`${base}/demo/pages/`, {
      url: '/private-draft/',
      published: false,
    });
    const other = await seller(server.world.users.otherSeller);
    const viaOwnStore = await other.get<{ message: string }>(`${base}/other/pages/${page.id}/`);
    expect(viaOwnStore.status).toBe(403);
    expect(viaOwnStore.body.message).toBe(
      "Oops... Looks like you're trying to access a page from another store",
    );
    const write = await other.patch<{ message: string }>(`${base}/demo/pages/${page.id}/`, page);
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Insufficient permissions to access this page');
    expect((await other.patch(`${base}/other/pages/${page.id}/`, page)).status).toBe(403);
    expect((await other.post(`${base}/demo/pages/`, { url: '/hijack/' })).status).toBe(403);
  });

  it('shows shoppers published pages by loginState, and unpublished ones only to staff', async () => {
    const demo = await seller();
    const draft = (
      await demo.post<Page>(`${base}/demo/pages/`, { url: '/draft/', published: false })
    ).body;
    const members = (
      await demo.post<Page>(`${base}/demo/pages/`, {
        url: '/members/',
        properties: { loginState: { value: 'logged-in' } },
      })
    ).body;
    // Published versions keep the page's own published flag and loginState (issue 14).
    for (const page of [draft, members])
      expect((await demo.post(`${base}/demo/pages/${page.id}/publish/`, {})).status).toBe(200);
    const shopper = server.browser();
    const missing = await shopper.get<{ message: string }>(`${base}/demo/pages/${draft.id}/`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We were unable to find this page');
    expect((await shopper.get(`${base}/demo/pages/${members.id}/`)).status).toBe(403);
    const customer = server.browser();
    await customer.signIn(server.world.users.customer, PASSWORD);
    expect((await customer.get(`${base}/demo/pages/${members.id}/`)).status).toBe(200);
    expect((await customer.get(`${base}/demo/pages/${draft.id}/`)).status).toBe(404);
    const staff = server.browser();
    await staff.signIn(server.world.users.staff, PASSWORD);
    expect((await staff.get(`${base}/demo/pages/${draft.id}/`)).status).toBe(200);
    expect((await staff.patch(`${base}/demo/pages/${draft.id}/`, draft)).status).toBe(403);
    const listed = await shopper.get<Array<{ url: string }>>(
      `${base}/demo/pages?page-type=StorePage`,
    );
    expect(listed.body.map((p) => p.url)).not.toContain('/draft/');
    const sellerList = await demo.get<Array<{ url: string; isHomepage: boolean }>>(
      `${base}/demo/pages?page-type=StorePage`,
    );
    expect(sellerList.body.map((p) => p.url)).toContain('/draft/');
  });

  it('requires a session to write and the CSRF header on every write', async () => {
    const shopper = server.browser();
    await shopper.visit();
    expect((await shopper.post(`${base}/demo/pages/`, { url: '/anon/' })).status).toBe(401);
    const demo = await seller();
    const noToken = await demo.post<{ message: string }>(
      `${base}/demo/pages/`,
      { url: '/csrf/' },
      { csrf: false },
    );
    expect(noToken.status).toBe(403);
    const forged = await demo.post(
      `${base}/demo/pages/`,
      { url: '/csrf/' },
      { csrf: false, headers: { 'x-csrf-token': 'forged-token-value-forged-token-value' } },
    );
    expect(forged.status).toBe(403);
    const wrongSession = server.browser();
    await wrongSession.visit();
    wrongSession.cookies.set('omnis_session', 'not-a-real-session-token');
    expect((await wrongSession.post(`${base}/demo/pages/`, { url: '/csrf/' })).status).toBe(401);
  });

  it('answers malformed JSON with 400, oversized bodies with 413 and unknown API paths with 404 JSON', async () => {
    const demo = await seller();
    const malformed = await demo.post<{ message: string }>(`${base}/demo/pages/`, undefined, {
      raw: '{"url": ',
      contentType: 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const oversized = await demo.post<{ message: string }>(`${base}/demo/pages/`, {
      url: '/huge/',
      blocks: [text(huge)],
    });
    expect(oversized.status).toBe(413);
    const unknown = await demo.get<{ message: string }>('/omnis/v3/no/such/route/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not found' });
    expect((await demo.get('/omnis/v3/divisions/nowhere/pages/1/')).status).toBe(404);
  });
});
