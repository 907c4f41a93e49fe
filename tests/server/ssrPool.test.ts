import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { pageOfBlocks } from '../../bench/runtime/pages';
import { preparePageWrite } from '../../server/pages/preparePageWrite';
import { createRenderPool, type RenderPool } from '../../server/ssr/renderPool';
import type { SsrHostRequest } from '../../server/ssr/renderTask';
import type { SsrRender } from '../../src/ssr/contract';
import { startTestServer, type TestServer } from './support/server';

/**
 * SSR in worker threads (issue 23): the real storefront renderer in a piscina pool behind
 * the real server. A page renders in a worker with its data read from the main thread
 * over a port; while heavy pages render, the main thread still answers a probe first.
 * Order of events, not timings, is what is checked.
 */
describe('SSR worker pool', () => {
  let server: TestServer;
  let pool: RenderPool;
  let renderStarted: () => void = () => {};
  const order: string[] = [];
  const renderer: SsrRender = (request) => pool.render(request);

  beforeAll(async () => {
    pool = createRenderPool({ threads: 1, clientDir: null });
    await pool.warm();
    // A heavy render is under way once its page data has come back: the rest is CPU.
    // The host offers the raw API read (getText) that the pool uses; it is watched here.
    const render: SsrRender = (request: SsrHostRequest) =>
      renderer({
        ...request,
        getText: async (path, query) => {
          const answer = await request.getText!(path, query);
          if (request.url === '/heavy/') renderStarted();
          return answer;
        },
      } as SsrHostRequest).then((result) => {
        if (request.url === '/heavy/') order.push('heavy rendered');
        return result;
      });
    server = await startTestServer({ ssr: render });
    const store = server.world.demo;
    const fixture = JSON.parse(
      readFileSync(join(process.cwd(), 'fixtures', 'pages', 'homepage.json'), 'utf8'),
    ) as Record<string, unknown>;
    const page = preparePageWrite({ ...fixture, divisionId: null }, { registry, pro: true });
    const publish = async (url: string, blocks: typeof page.blocks) => {
      const created = await server.repos.pages.create(
        store.id,
        url,
        { ...page, url, blocks },
        { url, isHomepage: url === '/', published: true },
      );
      await server.repos.pageVersions.publish(created, null, new Date().toISOString());
    };
    await publish('/', page.blocks);
    await publish('/heavy/', pageOfBlocks(page.blocks, 2_000));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await pool?.close();
  });

  it('renders a real page in a worker, its data read on the main thread', async () => {
    const home = await server.browser().get('/');
    expect(home.status).toBe(200);
    expect(home.text.startsWith('<!DOCTYPE html>')).toBe(true);
    // The embedded state carries the page the worker read through the in-process API.
    expect(home.text).toContain('"url":"/"');
    // The script nonce is the response's own.
    const nonce = /'nonce-([^']+)'/.exec(home.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(home.text).toContain(`nonce="${nonce}"`);
    expect((await server.browser().get('/no-such-page/')).status).toBe(404);
    // A missing product is a 404 too: the worker loads each module once, so the API
    // client's NotFoundError is the one the renderer checks for.
    expect((await server.browser().get('/product/no-such-product/')).status).toBe(404);
  }, 60_000);

  it('answers a probe while heavy pages render', async () => {
    await server.browser().get('/favicon.ico'); // The first answer draws the favicon.
    const firstRender = new Promise<void>((resolve) => (renderStarted = resolve));
    const heavy = Array.from({ length: 4 }, () => server.browser().get('/heavy/'));
    await firstRender;
    // Ten probes one after another: each needs the main thread free at that moment.
    for (let probe = 0; probe < 10; probe += 1)
      order.push(`probe ${(await server.browser().get('/favicon.ico')).status}`);
    expect((await Promise.all(heavy)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // The test's client shares the server's thread, so the order of answers received says
    // little: the order of the server's own events (a render done, a probe answered) does.
    expect(order).toEqual([
      ...Array.from({ length: 10 }, () => 'probe 200'),
      ...Array.from({ length: 4 }, () => 'heavy rendered'),
    ]);
  }, 120_000);

  it('turns a render that fails in the worker into the error page', async () => {
    const answer = await pool
      .render({
        url: '/',
        origin: 'http://demo.localhost',
        coreData: { not: 'core data' },
        session: null,
        get: async () => ({ status: 404, body: {} }),
        nonce: 'n',
        now: Date.now(),
        assets: { scripts: [], styles: [], preload: [] },
      })
      .then(
        () => 'rendered',
        (error: unknown) => (error instanceof Error ? 'failed' : 'odd'),
      );
    expect(answer).toBe('failed');
  }, 60_000);
});
