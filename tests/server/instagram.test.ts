import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstagramStatus } from '../../src/social';
import type { SocialMedia } from '../../src/model';
import { testDatabaseKinds } from './support/databases';
import { fakeInstagramGraph, GOOD_TOKEN } from './support/fakeInstagramGraph';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

type Message = { message: string };
const STATUS = '/omnis/v3/divisions/demo/social/instagram/';
const POSTS = '/omnis/v3/divisions/demo/social/instagram/posts';

/** The feed block's instagram source (issue 24), on SQLite and PostgreSQL. */
describe.each(testDatabaseKinds())('Instagram connection on $dialect', (kind) => {
  let server: TestServer;
  let graph: Awaited<ReturnType<typeof fakeInstagramGraph>>;
  beforeAll(async () => {
    graph = await fakeInstagramGraph();
    server = await startTestServer({ kind, config: { instagramGraphUrl: graph.url } });
  });
  afterAll(async () => {
    await server.close();
    await graph.close();
  });

  const seller = async () => {
    const browser = server.browser();
    await browser.signIn(server.world.users.seller, PASSWORD);
    return browser;
  };

  it('answers shoppers an empty, not-connected list until the seller connects', async () => {
    const posts = await server.browser().get<{ media: SocialMedia[]; connected: boolean }>(POSTS);
    expect(posts.status).toBe(200);
    expect(posts.body).toStrictEqual({ media: [], connected: false });
    expect(graph.requests).toHaveLength(0);
  });

  it('keeps the connection to the store’s own sellers', async () => {
    expect((await server.browser().get(STATUS)).status).toBe(401);
    const outsider = server.browser();
    await outsider.signIn(server.world.users.otherSeller, PASSWORD);
    expect((await outsider.get(STATUS)).status).toBe(403);
    const connect = await outsider.request('POST', `${STATUS}connect/`, {
      accessToken: GOOD_TOKEN,
    });
    expect(connect.status).toBe(403);
  });

  it('refuses an empty token and one Instagram does not accept, with clear messages', async () => {
    const browser = await seller();
    const empty = await browser.request<Message>('POST', `${STATUS}connect/`, { accessToken: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Paste the access token from your Meta app');
    const refused = await browser.request<Message>('POST', `${STATUS}connect/`, {
      accessToken: 'not-a-token',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Instagram did not accept this access token. Create a new one in your Meta app and try again.',
    );
    expect((await browser.get<InstagramStatus>(STATUS)).body.connected).toBe(false);
  });

  it('connects, serves the posts as feed media (cached), and never hands out the token', async () => {
    const browser = await seller();
    const connected = await browser.request<InstagramStatus>('POST', `${STATUS}connect/`, {
      accessToken: GOOD_TOKEN,
    });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      connected: true,
      username: 'loopandthread',
      problem: null,
    });
    expect(JSON.stringify(connected.body)).not.toContain(GOOD_TOKEN);

    const before = graph.requests.length;
    const posts = await server
      .browser()
      .get<{ media: SocialMedia[]; connected: boolean }>(`${POSTS}?limit=3`);
    expect(posts.body).toStrictEqual({
      connected: true,
      media: [
        {
          id: 'a',
          mediaUrl: 'https://cdn.test/a.jpg',
          permalink: 'https://www.instagram.com/p/a/',
          caption: 'Fresh tees',
        },
        {
          id: 'b',
          mediaUrl: 'https://cdn.test/b.jpg',
          permalink: 'https://www.instagram.com/reel/b/',
          caption: '',
        },
      ],
    });
    expect(graph.requests.at(-1)?.searchParams.get('limit')).toBe('3');
    await server.browser().get(`${POSTS}?limit=3`);
    expect(graph.requests.length).toBe(before + 1);
  });

  it('keeps shoppers’ feed whole when the token is revoked, and tells the seller', async () => {
    graph.revoke();
    const posts = await server.browser().get<{ media: SocialMedia[] }>(`${POSTS}?limit=2`);
    expect(posts.status).toBe(200);
    expect(posts.body.media).toStrictEqual([]);
    const browser = await seller();
    const status = (await browser.get<InstagramStatus>(STATUS)).body;
    expect(status.connected).toBe(true);
    expect(status.problem).toBe(
      'Instagram refused the token: Error validating access token. Connect the account again.',
    );
    const gone = await browser.request<InstagramStatus>('POST', `${STATUS}disconnect/`, {});
    expect(gone.body.connected).toBe(false);
    expect((await server.browser().get<{ connected: boolean }>(POSTS)).body.connected).toBe(false);
  });
});
