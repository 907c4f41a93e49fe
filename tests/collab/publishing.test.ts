import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { pagePropertiesOf } from '../../src/pageDoc';
import type { PublishingState } from '../../src/publishing';
import type { Browser } from '../server/support/browser';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import { cookieOf, eventually, openClient, type TestClient } from './support';

/**
 * Drafts with collaboration (issue 14): the draft of a page open in editors lives in its
 * Yjs document. Publishing takes the document's edits not yet stored; restoring a
 * version or discarding the draft reaches every open editor, which converge on it.
 */
describe('publishing a page edited together', () => {
  let server: TestServer;
  let seller: Browser;
  let cookie: string;
  const clients: TestClient[] = [];
  const base = '/omnis/v3/divisions/demo/pages';

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await cookieOf(server.url, server.world.users.seller, PASSWORD);
    seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await server.close();
  });

  const open = (pageId: number) => {
    const client = openClient({
      url: server.url,
      divisionId: server.world.demo.id,
      pageId,
      cookie,
    });
    clients.push(client);
    return client;
  };

  it('publishes what the editors see, restores and discards into their documents', async () => {
    const page = (
      await seller.post<Page>(`${base}/`, {
        url: '/together-live/',
        properties: { title: { value: 'One' } },
      })
    ).body;
    const id = page.id!;
    await seller.post(`${base}/${id}/publish/`, {});
    const one = open(id);
    const two = open(id);
    await Promise.all([one.synced, two.synced]);

    // An edit not yet stored (the debounce has not fired) is published.
    pagePropertiesOf(one.doc).set('title', 'Two');
    await eventually(() => expect(two.page().properties.title.value).toBe('Two'));
    const published = await seller.post<PublishingState>(`${base}/${id}/publish/`, {});
    expect(published.body).toMatchObject({
      state: 'published',
      published: { number: 2, title: 'Two' },
    });
    const shopper = server.browser();
    expect((await shopper.get<Page>(`${base}/${id}/`)).body.properties.title.value).toBe('Two');

    // Restore version 1 while both editors are open: both documents converge on it.
    const restored = await seller.post<{ page: Page }>(`${base}/${id}/versions/1/restore/`, {});
    expect(restored.body.page.properties.title.value).toBe('One');
    for (const client of [one, two]) {
      await eventually(() =>
        expect(client.page()).toMatchObject({
          version: restored.body.page.version,
          properties: { title: { value: 'One' } },
        }),
      );
    }

    // An edit made after the restore, then discarded: back to what shoppers see.
    pagePropertiesOf(two.doc).set('title', 'Scrapped');
    await eventually(() => expect(one.page().properties.title.value).toBe('Scrapped'));
    const discarded = await seller.post<{ page: Page; publishing: PublishingState }>(
      `${base}/${id}/discard/`,
      {},
    );
    expect(discarded.body.page.properties.title.value).toBe('Two');
    expect(discarded.body.publishing.state).toBe('published');
    for (const client of [one, two])
      await eventually(() => expect(client.page().properties.title.value).toBe('Two'));
    expect((await seller.get<Page>(`${base}/${id}/`)).body.properties.title.value).toBe('Two');
  });
});
