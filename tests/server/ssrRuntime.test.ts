import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../runtime/entry-server';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/**
 * The server and the real storefront renderer together: the contract of
 * src/ssr/contract.ts exercised end to end (core data, session, nonce, in-process API).
 */
describe('SSR with the runtime renderer', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ssr: render });
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const blocks = [
      {
        id: 't',
        uid: 't',
        type: 'textBlock',
        properties: { html: '<p>Welcome to the demo store</p>' },
      },
    ];
    const home = await seller.post<{ id: number }>('/omnis/v3/divisions/demo/pages/', {
      url: '/',
      properties: { title: { value: 'Home' } },
      blocks,
    });
    const members = await seller.post<{ id: number }>('/omnis/v3/divisions/demo/pages/', {
      url: '/members/',
      properties: { title: { value: 'Members' }, loginState: { value: 'logged-in' } },
    });
    // Shoppers are served published versions (issue 14).
    for (const page of [home, members]) {
      expect(page.status).toBe(201);
      expect(
        (await seller.post(`/omnis/v3/divisions/demo/pages/${page.body.id}/publish/`, {})).status,
      ).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('renders the homepage with its content, every script carrying the response nonce', async () => {
    const page = await server.browser().get('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Welcome to the demo store');
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    const executable = [
      ...page.text.matchAll(/<script(?![^>]*type="application\/json")[^>]*>/g),
    ].map((match) => match[0]);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('answers unknown paths with the not-found page and sends signed-out visitors of a members page away', async () => {
    expect((await server.browser().get('/no-such-page/')).status).toBe(404);
    const members = await server.browser().get('/members/');
    expect(members.status).toBeGreaterThanOrEqual(300);
    expect(members.status).toBeLessThan(400);
    expect(members.headers.get('location')).toContain('/login/');
  });
});
