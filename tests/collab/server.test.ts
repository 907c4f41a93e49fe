import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { COLLAB_REFUSALS, encodeLineageClaim } from '../../src/collab';
import type { Page } from '../../src/model';
import { registry } from '../../blocks';
import { lineageOf, pageDocBinding, pagePropertiesOf, richTextOf } from '../../src/pageDoc';
import { pageDocSchemaOf } from '../../src/registry';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import {
  cookieOf,
  eventually,
  openClient,
  requestSave,
  wsUrl,
  type ClientOptions,
  type TestClient,
} from './support';

/**
 * The collaboration server through real websockets and stock @hocuspocus/provider
 * clients: who may connect, what they see, what reaches whom, and saving through the
 * collaboration channel.
 */
describe('collaboration server', () => {
  let server: TestServer;
  let page: Page;
  let otherStorePage: Page;
  let cookies: Record<'seller' | 'otherSeller' | 'staff' | 'customer', string>;
  const clients: TestClient[] = [];

  const open = (options: Partial<ClientOptions> = {}): TestClient => {
    const client = openClient({
      url: server.url,
      divisionId: server.world.demo.id,
      pageId: page.id!,
      ...options,
    });
    clients.push(client);
    return client;
  };
  // The draft is what the store's editors read; shoppers see only published versions (issue 14).
  const sellerBrowser = async () => {
    const browser = server.browser();
    await browser.signIn(server.world.users.seller, PASSWORD);
    return browser;
  };
  const refusal = (client: TestClient) =>
    client.synced.then(
      () => 'synced',
      (error: Error) => error.message,
    );

  beforeAll(async () => {
    server = await startTestServer();
    const { users } = server.world;
    cookies = {
      seller: await cookieOf(server.url, users.seller, PASSWORD),
      otherSeller: await cookieOf(server.url, users.otherSeller, PASSWORD),
      staff: await cookieOf(server.url, users.staff, PASSWORD),
      customer: await cookieOf(server.url, users.customer, PASSWORD),
    };
    const seller = server.browser();
    await seller.signIn(users.seller, PASSWORD);
    const textBlock = {
      id: 'text-1',
      uid: 'text-1',
      type: 'textBlock',
      properties: { template: 'v2', html: '<p>Hello</p>' },
    };
    page = (
      await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
        url: '/together/',
        properties: { title: { value: 'Together' } },
        blocks: [textBlock],
      })
    ).body;
    expect(page.blocks).toHaveLength(1);
    await seller.post<Page>('/omnis/v3/divisions/demo/pages/', { url: '/taken/' });
    const other = server.browser();
    await other.signIn(users.otherSeller, PASSWORD);
    otherStorePage = (
      await other.post<Page>('/omnis/v3/divisions/other/pages/', { url: '/theirs/' })
    ).body;
  });

  afterAll(async () => {
    for (const client of clients) client.destroy();
    await server.close();
  });

  it('gives a seller of the store the page as a document', async () => {
    const client = open({ cookie: cookies.seller });
    await client.synced;
    expect(client.page()).toMatchObject({
      id: page.id,
      url: '/together/',
      version: page.version,
      properties: { title: { value: 'Together' } },
    });
  });

  it('carries one seller’s edit to another, including typing in a rich text', async () => {
    const one = open({ cookie: cookies.seller });
    const two = open({ cookie: cookies.seller });
    await Promise.all([one.synced, two.synced]);
    pagePropertiesOf(one.doc).set('description', 'Written by one');
    richTextOf(one.doc, 'text-1').insert(0, 'one ');
    richTextOf(two.doc, 'text-1').insert(0, 'two ');
    await eventually(() => expect(two.page().properties.description.value).toBe('Written by one'));
    await eventually(() =>
      expect(richTextOf(one.doc, 'text-1').toString()).toBe(
        richTextOf(two.doc, 'text-1').toString(),
      ),
    );
    expect(richTextOf(two.doc, 'text-1').toString()).toMatch(/^(one two |two one )/);
  });

  it('saves through the channel: the page JSON gets the edit and the next version, which every client sees', async () => {
    const writer = open({ cookie: cookies.seller });
    const watcher = open({ cookie: cookies.seller });
    await Promise.all([writer.synced, watcher.synced]);
    const before = writer.page().version;
    pagePropertiesOf(writer.doc).set('title', 'Saved together');

    const answer = await requestSave(writer);
    expect(answer).toMatchObject({ type: 'save.done', version: before + 1 });
    const stored = await (
      await sellerBrowser()
    ).get<Page>(`/omnis/v3/divisions/demo/pages/${page.id}/`);
    expect([stored.body.version, stored.body.properties.title.value]).toStrictEqual([
      before + 1,
      'Saved together',
    ]);
    await eventually(() => expect(watcher.page().version).toBe(before + 1));
    await eventually(() =>
      expect(watcher.messages).toContainEqual({ type: 'page.stored', version: before + 1 }),
    );
  });

  it('answers a save that fails validation with the HTTP save’s status and body', async () => {
    const client = open({ cookie: cookies.seller });
    await client.synced;
    client.doc.getMap('page').set('url', '/taken/');
    const answer = await requestSave(client);
    expect(answer).toMatchObject({
      type: 'save.failed',
      status: 422,
      body: { message: 'Another page of this store already uses this url' },
    });
    client.doc.getMap('page').set('url', '/together/');
    expect(await requestSave(client)).toMatchObject({ type: 'save.done' });
  });

  it('brings a save made over HTTP into a document that stayed loaded, for every client', async () => {
    const open1 = open({ cookie: cookies.seller });
    await open1.synced;
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const current = (await seller.get<Page>(`/omnis/v3/divisions/demo/pages/${page.id}/`)).body;
    const saved = await seller.patch<Page>(`/omnis/v3/divisions/demo/pages/${page.id}/`, {
      ...current,
      properties: { ...current.properties, title: { value: 'Saved over HTTP' } },
    });
    expect(saved.status).toBe(200);
    const later = open({ cookie: cookies.seller });
    await later.synced;
    await eventually(() => expect(later.page().properties.title.value).toBe('Saved over HTTP'));
    await eventually(() =>
      expect(open1.page()).toMatchObject({
        version: saved.body.version,
        properties: { title: { value: 'Saved over HTTP' } },
      }),
    );
  });

  it('refuses a client without a session, and it never receives the page', async () => {
    const client = open({});
    expect(await refusal(client)).toBe(COLLAB_REFUSALS.signIn);
    expect(client.page().blocks).toStrictEqual([]);
    expect(client.doc.getMap('page').size).toBe(0);
  });

  it('refuses another store’s seller and a customer', async () => {
    expect(await refusal(open({ cookie: cookies.otherSeller }))).toBe(COLLAB_REFUSALS.forbidden);
    expect(await refusal(open({ cookie: cookies.customer }))).toBe(COLLAB_REFUSALS.forbidden);
  });

  it('refuses a seller opening another store’s page through their own store’s name', async () => {
    const client = open({ cookie: cookies.seller, pageId: otherStorePage.id! });
    expect(await refusal(client)).toBe(COLLAB_REFUSALS.unknownDocument);
    const direct = open({
      cookie: cookies.seller,
      divisionId: server.world.other.id,
      pageId: otherStorePage.id!,
    });
    expect(await refusal(direct)).toBe(COLLAB_REFUSALS.forbidden);
  });

  it('refuses a page that does not exist', async () => {
    expect(await refusal(open({ cookie: cookies.seller, pageId: 987_654 }))).toBe(
      COLLAB_REFUSALS.unknownDocument,
    );
  });

  it('lets staff watch read-only: their edits reach no one and their saves are refused', async () => {
    const staff = open({ cookie: cookies.staff });
    const seller = open({ cookie: cookies.seller });
    await Promise.all([staff.synced, seller.synced]);
    expect(staff.provider.authorizedScope).toBe('readonly');
    pagePropertiesOf(staff.doc).set('description', 'staff was here');
    expect(await requestSave(staff)).toMatchObject({
      type: 'save.failed',
      status: 403,
      body: { message: 'Insufficient permissions to access this page' },
    });
    pagePropertiesOf(seller.doc).set('ySpacing', 12);
    await eventually(() => expect(staff.page().properties.ySpacing.value).toBe(12));
    expect(seller.page().properties.description.value).not.toBe('staff was here');
  });

  it('accepts the store’s own origins and refuses another store’s origin', async () => {
    const port = new URL(server.url).port;
    await open({ cookie: cookies.seller, origin: `http://demo.localhost:${port}` }).synced;
    await open({ cookie: cookies.seller, origin: 'https://shop.example' }).synced;
    await open({ cookie: cookies.seller, origin: server.url }).synced;
    expect(
      await refusal(open({ cookie: cookies.seller, origin: `http://other.localhost:${port}` })),
    ).toBe(COLLAB_REFUSALS.origin);
  });

  it('refuses a foreign origin at the handshake, before any websocket exists', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(wsUrl(server.url).replace(/^ws/, 'http'), {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          origin: 'https://evil.example',
          cookie: cookies.seller,
        },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('upgrade', () => resolve(101));
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(403);
  });

  it('refuses a non-empty document of another lineage, and takes one of its own', async () => {
    const current = (
      await (await sellerBrowser()).get<Page>(`/omnis/v3/divisions/demo/pages/${page.id}/`)
    ).body;
    const foreign = pageDocBinding(pageDocSchemaOf(registry)).createPageDoc({
      ...current,
      url: '/made-elsewhere/',
    });
    const refused = open({
      cookie: cookies.seller,
      doc: foreign,
      token: encodeLineageClaim({ lineage: lineageOf(foreign) }),
    });
    expect(await refusal(refused)).toBe(COLLAB_REFUSALS.lineage);

    const first = open({ cookie: cookies.seller });
    await first.synced;
    // A copy of the server's document, edited while disconnected, merges back in.
    const mine = new Y.Doc();
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(first.doc));
    pagePropertiesOf(mine).set('description', 'edited offline');
    const accepted = open({
      cookie: cookies.seller,
      doc: mine,
      token: encodeLineageClaim({ lineage: lineageOf(mine) }),
    });
    await accepted.synced;
    await eventually(() =>
      expect(first.page().properties.description.value).toBe('edited offline'),
    );
  });
});
