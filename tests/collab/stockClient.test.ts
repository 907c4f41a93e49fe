import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import { cookieOf, eventually, openClient, type TestClient } from './support';

const run = promisify(execFile);

/**
 * Issue 7, Proof: a stock client that no one here wrote (tests/collab/stock-client.js:
 * plain Node, @hocuspocus/provider) edits a page with a seller's cookie, and the edit
 * reaches an open editor's document and the stored page; without a session it is refused.
 */
describe('a stock @hocuspocus/provider client in a plain Node script', () => {
  let server: TestServer;
  let page: Page;
  let cookie: string;
  let watcher: TestClient;

  const stockClient = async (
    cookieArg: string,
    title: string,
  ): Promise<{ code: number; output: string }> => {
    try {
      const { stdout } = await run(process.execPath, [
        'tests/collab/stock-client.js',
        server.url,
        String(server.world.demo.id),
        String(page.id),
        cookieArg,
        title,
      ]);
      return { code: 0, output: stdout.trim() };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, output: failed.stdout.trim() };
    }
  };

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await cookieOf(server.url, server.world.users.seller, PASSWORD);
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    page = (
      await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
        url: '/stock/',
        properties: { title: { value: 'Before' } },
      })
    ).body;
    watcher = openClient({
      url: server.url,
      divisionId: server.world.demo.id,
      pageId: page.id!,
      cookie,
    });
    await watcher.synced;
  });

  afterAll(async () => {
    watcher.destroy();
    await server.close();
  });

  it('edits the page with a seller’s cookie: an open editor sees it live and the page is stored', async () => {
    const result = await stockClient(cookie, 'Written by a stock client');
    expect(result).toStrictEqual({ code: 0, output: `stored as version ${page.version + 1}` });
    await eventually(() =>
      expect(watcher.page().properties.title.value).toBe('Written by a stock client'),
    );
    // The seller reads the draft (shoppers see only published versions, issue 14).
    const stored = await server
      .browser()
      .get<Page>(`/omnis/v3/divisions/demo/pages/${page.id}/`, { headers: { cookie } });
    expect(stored.body.properties.title.value).toBe('Written by a stock client');
  });

  it('is refused without a session, and changes nothing', async () => {
    expect(await stockClient('-', 'Anonymous')).toStrictEqual({
      code: 2,
      output: 'refused: sign-in-required',
    });
    expect(watcher.page().properties.title.value).toBe('Written by a stock client');
  });
});
