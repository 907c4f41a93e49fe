import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, StoreCoreData, StorePageSummary } from '../../src/model';
import {
  PUBLISHING_MESSAGES,
  type PublishingState,
  type VersionHistory,
} from '../../src/publishing';
import type { Browser } from './support/browser';
import { testDatabaseKinds } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

/**
 * Drafts and publishing through the API (issue 14), on SQLite and PostgreSQL: shoppers
 * read only what was published; the seller's draft, history, restore, discard and
 * scheduled publishing. The store's clock is fixed and moved by hand.
 */
describe.each(testDatabaseKinds())('publishing on $dialect', (kind) => {
  let server: TestServer;
  let now = Date.parse('2026-11-26T12:00:00.000Z');
  const base = '/omnis/v3/divisions/demo/pages';

  beforeAll(async () => {
    server = await startTestServer({ kind, config: { clock: () => now } });
  });
  afterAll(async () => {
    await server.close();
  });

  const text = (html: string) => [
    { id: 't1', uid: 't1', type: 'textBlock', properties: { template: 'v2', html } },
  ];
  const htmlOf = (page: Page) => page.blocks[0]?.properties.html;
  const shopperRead = (shopper: Browser, id: number) =>
    shopper.get<Page & { message?: string }>(`${base}/${id}/`);

  async function edit(seller: Browser, id: number, html: string): Promise<Page> {
    const draft = (await seller.get<Page>(`${base}/${id}/`)).body;
    const saved = await seller.patch<Page>(`${base}/${id}/`, { ...draft, blocks: text(html) });
    expect(saved.status).toBe(200);
    return saved.body;
  }

  it('keeps a new page from shoppers until it is published, then shows them only what was published', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const created = (
      await seller.post<Page>(`${base}/`, {
        url: '/launch/',
        properties: { title: { value: 'Launch' } },
        blocks: text('<p>First</p>'),
      })
    ).body;
    const id = created.id!;
    const shopper = server.browser();

    // A draft: not found for shoppers, anywhere they look; the seller reads it.
    expect(await shopperRead(shopper, id)).toMatchObject({
      status: 404,
      body: { message: 'We were unable to find this page' },
    });
    const listed = async () =>
      (
        await shopper.get<Array<{ url: string }>>(
          `/omnis/v3/divisions/demo/pages?page-type=StorePage`,
        )
      ).body.map((p) => p.url);
    expect(await listed()).not.toContain('/launch/');
    const routes = async () =>
      (
        await shopper.get<StoreCoreData>('/omnis/v3/frontend/demo/getStoreCoreData/json/')
      ).body.pages.map((p) => p.url);
    expect(await routes()).not.toContain('/launch/');
    const sitemap = async () =>
      (await shopper.get('/sitemap.xml', { headers: { host: 'demo.localhost' } })).text;
    expect(await sitemap()).not.toContain('/launch/');
    expect((await seller.get<Page>(`${base}/${id}/`)).body.url).toBe('/launch/');
    expect((await seller.get<PublishingState>(`${base}/${id}/publishing/`)).body).toMatchObject({
      state: 'never',
      published: null,
      scheduled: null,
    });
    expect(
      (await seller.get<StorePageSummary[]>(`/omnis/v3/divisions/demo/pages`)).body.find(
        (page) => page.id === id,
      ),
    ).toMatchObject({ lastPublished: null, draftState: 'never' });

    const published = await seller.post<PublishingState>(`${base}/${id}/publish/`, {});
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      state: 'published',
      draftVersion: 1,
      published: {
        number: 1,
        pageVersion: 1,
        url: '/launch/',
        title: 'Launch',
        publishedAt: '2026-11-26T12:00:00.000Z',
        publishedBy: { name: server.world.users.seller },
      },
    });
    expect(htmlOf((await shopperRead(shopper, id)).body)).toBe('<p>First</p>');
    expect(await listed()).toContain('/launch/');
    expect(await routes()).toContain('/launch/');
    expect(await sitemap()).toContain('/launch/');

    // The seller edits, and moves the url: shoppers keep the published version where it was.
    const draft = (await seller.get<Page>(`${base}/${id}/`)).body;
    expect(
      (
        await seller.patch<Page>(`${base}/${id}/`, {
          ...draft,
          url: '/launched/',
          blocks: text('<p>Second</p>'),
        })
      ).status,
    ).toBe(200);
    expect(htmlOf((await shopperRead(shopper, id)).body)).toBe('<p>First</p>');
    expect(await routes()).toContain('/launch/');
    expect(await sitemap()).not.toContain('/launched/');
    expect((await seller.get<PublishingState>(`${base}/${id}/publishing/`)).body).toMatchObject({
      state: 'changes',
      draftVersion: 2,
    });
    // The pages list tells the seller the same; shoppers' list carries no publishing details.
    const sellersRow = (
      await seller.get<StorePageSummary[]>(`/omnis/v3/divisions/demo/pages`)
    ).body.find((page) => page.id === id);
    expect(sellersRow).toMatchObject({
      lastPublished: '2026-11-26T12:00:00.000Z',
      draftState: 'changes',
    });
    const shoppersRow = (
      await shopper.get<StorePageSummary[]>(`/omnis/v3/divisions/demo/pages`)
    ).body.find((page) => page.id === id);
    expect(shoppersRow).not.toHaveProperty('draftState');
    expect(shoppersRow).not.toHaveProperty('lastPublished');

    now += 60_000;
    await seller.post(`${base}/${id}/publish/`, {});
    expect(htmlOf((await shopperRead(shopper, id)).body)).toBe('<p>Second</p>');
    expect(await routes()).toContain('/launched/');
    expect(await routes()).not.toContain('/launch/');
  });

  it('keeps the history, restores a version as the draft, publishes an earlier one again and discards the draft', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const id = (
      await seller.post<Page>(`${base}/`, { url: '/history/', blocks: text('<p>v1</p>') })
    ).body.id!;
    const shopper = server.browser();
    await seller.post(`${base}/${id}/publish/`, {});
    await edit(seller, id, '<p>v2</p>');
    await seller.post(`${base}/${id}/publish/`, {});
    const beforeRestore = await edit(seller, id, '<p>draft</p>');

    const history = await seller.get<VersionHistory>(`${base}/${id}/versions/`);
    expect(history.body.versions.map((v) => [v.number, v.pageVersion])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(htmlOf((await seller.get<Page>(`${base}/${id}/versions/1/`)).body)).toBe('<p>v1</p>');

    // Restore version 1 as the draft: a new draft version, shoppers unaffected.
    const restored = await seller.post<{
      message: string;
      page: Page;
      publishing: PublishingState;
    }>(`${base}/${id}/versions/1/restore/`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Version 1 restored as the draft');
    expect(restored.body.page.version).toBe(beforeRestore.version + 1);
    expect(htmlOf(restored.body.page)).toBe('<p>v1</p>');
    expect(restored.body.publishing.state).toBe('changes');
    expect(htmlOf((await shopperRead(shopper, id)).body)).toBe('<p>v2</p>');
    // A save against the version before the restore is a conflict, as any stale save.
    expect((await seller.patch(`${base}/${id}/`, beforeRestore)).status).toBe(409);

    // Publish version 1 again (a rollback in one click): shoppers see it; the draft is untouched.
    const rolledBack = await seller.post<PublishingState>(`${base}/${id}/versions/1/publish/`, {});
    expect(rolledBack.body).toMatchObject({ state: 'published', published: { number: 3 } });
    expect(htmlOf((await shopperRead(shopper, id)).body)).toBe('<p>v1</p>');

    // Discard: the draft goes back to what shoppers see.
    await edit(seller, id, '<p>oops</p>');
    const discarded = await seller.post<{
      message: string;
      page: Page;
      publishing: PublishingState;
    }>(`${base}/${id}/discard/`, {});
    expect(discarded.status).toBe(200);
    expect(discarded.body.message).toBe('Draft discarded');
    expect(htmlOf(discarded.body.page)).toBe('<p>v1</p>');
    expect(discarded.body.publishing.state).toBe('published');
    expect(htmlOf((await seller.get<Page>(`${base}/${id}/`)).body)).toBe('<p>v1</p>');
  });

  it('publishes at the scheduled time by the store clock, and not once cancelled', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const id = (
      await seller.post<Page>(`${base}/`, { url: '/scheduled/', blocks: text('<p>Soon</p>') })
    ).body.id!;
    const shopper = server.browser();
    const at = new Date(now + 3_600_000).toISOString();
    const scheduled = await seller.post<PublishingState>(`${base}/${id}/schedule/`, {
      publishAt: at,
    });
    expect(scheduled.body).toMatchObject({
      state: 'never',
      scheduled: { publishAt: at, scheduledBy: { name: server.world.users.seller } },
    });

    now += 3_599_000;
    expect(await server.app.publishScheduler.runDue()).toBe(0);
    expect((await shopperRead(shopper, id)).status).toBe(404);
    now += 1_000;
    expect(await server.app.publishScheduler.runDue()).toBe(1);
    expect(htmlOf((await shopperRead(shopper, id)).body)).toBe('<p>Soon</p>');
    const state = (await seller.get<PublishingState>(`${base}/${id}/publishing/`)).body;
    expect(state).toMatchObject({
      state: 'published',
      scheduled: null,
      published: { publishedBy: { name: server.world.users.seller } },
    });

    await edit(seller, id, '<p>Later</p>');
    await seller.post(`${base}/${id}/schedule/`, {
      publishAt: new Date(now + 60_000).toISOString(),
    });
    // Publishing by hand leaves the schedule the seller set; cancelling removes it.
    expect(
      (await seller.post<PublishingState>(`${base}/${id}/publish/`, {})).body.scheduled,
    ).not.toBeNull();
    const cancelled = await seller.delete<PublishingState>(`${base}/${id}/schedule/`);
    expect(cancelled.body.scheduled).toBeNull();
    await edit(seller, id, '<p>Never</p>');
    now += 120_000;
    expect(await server.app.publishScheduler.runDue()).toBe(0);
    expect(htmlOf((await shopperRead(shopper, id)).body)).toBe('<p>Later</p>');
  });

  it('validates every request with the first message, and keeps each action to those allowed', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const id = (await seller.post<Page>(`${base}/`, { url: '/guarded/' })).body.id!;

    const past = await seller.post<{ message: string; errors: Record<string, string[]> }>(
      `${base}/${id}/schedule/`,
      { publishAt: new Date(now - 1).toISOString() },
    );
    expect(past.status).toBe(422);
    expect(past.body).toEqual({
      message: PUBLISHING_MESSAGES.scheduleInPast,
      errors: { publishAt: [PUBLISHING_MESSAGES.scheduleInPast] },
    });
    const notADate = await seller.post<{ message: string }>(`${base}/${id}/schedule/`, {
      publishAt: 'soon',
    });
    expect([notADate.status, notADate.body.message]).toEqual([
      422,
      PUBLISHING_MESSAGES.scheduleInvalid,
    ]);
    const missing = await seller.post<{ message: string }>(`${base}/${id}/schedule/`, {});
    expect([missing.status, missing.body.message]).toEqual([
      422,
      PUBLISHING_MESSAGES.scheduleInvalid,
    ]);
    expect((await seller.post(`${base}/${id}/publish/`, { surprise: true })).status).toBe(422);
    expect((await seller.post(`${base}/${id}/versions/abc/restore/`, {})).status).toBe(422);
    const neverPublished = await seller.post<{ message: string }>(`${base}/${id}/discard/`, {});
    expect([neverPublished.status, neverPublished.body.message]).toEqual([
      422,
      PUBLISHING_MESSAGES.neverPublished,
    ]);
    const noVersion = await seller.post<{ message: string }>(
      `${base}/${id}/versions/9/restore/`,
      {},
    );
    expect([noVersion.status, noVersion.body.message]).toEqual([
      404,
      PUBLISHING_MESSAGES.versionNotFound,
    ]);
    expect((await seller.post(`${base}/999999/publish/`, {})).status).toBe(404);
    const malformed = await seller.post<{ message: string }>(`${base}/${id}/publish/`, undefined, {
      raw: '{"x": ',
      contentType: 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.ts/);

    const anonymous = server.browser();
    await anonymous.visit();
    expect((await anonymous.post(`${base}/${id}/publish/`, {})).status).toBe(401);
    expect((await anonymous.get(`${base}/${id}/versions/`)).status).toBe(401);
    const other = await server.signedIn(server.world.users.otherSeller);
    expect((await other.post(`${base}/${id}/publish/`, {})).status).toBe(403);
    const staff = await server.signedIn(server.world.users.staff);
    expect((await staff.get(`${base}/${id}/publishing/`)).status).toBe(200);
    expect((await staff.post(`${base}/${id}/publish/`, {})).status).toBe(403);
    expect((await seller.post(`${base}/${id}/publish/`, {}, { csrf: false })).status).toBe(403);
    // A page of another store through this store's name: not found.
    const theirs = (await other.post<Page>('/omnis/v3/divisions/other/pages/', { url: '/theirs/' }))
      .body.id!;
    expect((await seller.post(`${base}/${theirs}/publish/`, {})).status).toBe(404);
    expect((await other.post(`${base}/${theirs}/publish/`, {})).status).toBe(403);
    expect(
      (await other.post(`/omnis/v3/divisions/other/pages/${theirs}/publish/`, {})).status,
    ).toBe(200);
    expect((await seller.get(`/omnis/v3/divisions/demo/pages/${theirs}/publishing/`)).status).toBe(
      404,
    );
  });
});
