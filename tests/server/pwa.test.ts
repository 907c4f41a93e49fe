import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CACHE_PREFIX,
  OFFLINE_PATH,
  OFFLINE_TITLE,
  SKIP_WAITING_MESSAGE,
  buildVersion,
} from '../../src/pwa/serviceWorker';
import { serviceWorkerSource } from '../../server/pwa/worker';
import { textOn } from '../../server/pwa';
import { testDatabaseKinds } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

describe.each(testDatabaseKinds())('the installable storefront on $dialect', (kind) => {
  let server: TestServer;
  const clientDir = join(tmpdir(), `omnis-pwa-${process.pid}-${kind.dialect}`);

  beforeAll(async () => {
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'runtime/entry-client.tsx': {
          file: 'assets/runtime-abc.js',
          isEntry: true,
          css: ['assets/runtime-abc.css'],
          imports: ['_framework.js'],
        },
        '_framework.js': { file: 'assets/framework-1.js' },
        'dashboard/entry.tsx': { file: 'assets/dashboard-def.js', isEntry: true },
      }),
    );
    server = await startTestServer({ kind, config: { clientDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the store manifest with its name, theme colour, icons and start url', async () => {
    const answer = await fetch(`${server.url}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await answer.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: server.world.demo.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#|^rgb|^hsl/);
    const icons = manifest.icons as { src: string; sizes: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const icon = await fetch(`${server.url}/pwa/icon-512.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('answers 404 for the manifest of an unknown store', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'nosuchstore.localhost' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('    at ');
  });

  it('serves the branded offline page without a session', async () => {
    const answer = await fetch(`${server.url}${OFFLINE_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const html = await answer.text();
    expect(html).toContain(`<h1>${OFFLINE_TITLE}</h1>`);
    expect(html).toContain(server.world.demo.name);
    expect(html).not.toContain('<script');
  });

  it('serves the worker of the current build from the root with root scope', async () => {
    const answer = await fetch(`${server.url}/sw.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('service-worker-allowed')).toBe('/');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const source = await answer.text();
    const list = [
      '/assets/framework-1.js',
      '/assets/runtime-abc.css',
      '/assets/runtime-abc.js',
      OFFLINE_PATH,
    ];
    expect(source).toContain(JSON.stringify(list));
    expect(source).toContain(buildVersion(list));
    expect(source).not.toContain('dashboard-def');
    expect(source).toContain("addEventListener('push'");
  });
});

describe('the offline page colours', () => {
  it('puts white on dark theme colours and dark text on light ones', () => {
    expect(textOn('#a8431a')).toBe('#ffffff');
    expect(textOn('#111')).toBe('#ffffff');
    expect(textOn('#ffd400')).toBe('#1f2328');
    expect(textOn('#ffffff')).toBe('#1f2328');
    expect(textOn('rgb(0 0 0)')).toBe('#1f2328');
  });
});

/** The worker script run in a fake worker scope: what it caches and how it answers. */
describe('the service worker script', () => {
  const ORIGIN = 'https://demo.example';
  const PRECACHE = ['/assets/runtime-abc.js', OFFLINE_PATH];
  const CACHE = `${CACHE_PREFIX}${buildVersion(PRECACHE)}`;

  function load(network: (url: string) => Promise<Response>) {
    const listeners: Record<string, (event: unknown) => void> = {};
    const stores = new Map<string, Map<string, Response>>([
      [`${CACHE_PREFIX}old`, new Map()],
      ['other', new Map()],
    ]);
    const open = async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        addAll: async (requests: Request[]) => {
          for (const request of requests)
            store.set(new URL(request.url).pathname, await network(request.url));
        },
        match: async (path: string) => store.get(path)?.clone(),
      };
    };
    const self = {
      location: new URL(ORIGIN),
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        (listeners[type] = listener),
      skipWaiting: vi.fn(),
      clients: { claim: vi.fn(async () => undefined), openWindow: vi.fn() },
      registration: { showNotification: vi.fn() },
    };
    const caches = {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    };
    class WorkerRequest extends Request {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, ORIGIN), init);
      }
    }
    new Function('self', 'caches', 'fetch', 'Request', serviceWorkerSource(PRECACHE))(
      self,
      caches,
      (request: Request | string) => network(typeof request === 'string' ? request : request.url),
      WorkerRequest,
    );
    const dispatch = async (type: string, event: Record<string, unknown>) => {
      let waited: Promise<unknown> | undefined;
      let answered: Promise<Response> | undefined;
      listeners[type]!({
        ...event,
        waitUntil: (promise: Promise<unknown>) => (waited = promise),
        respondWith: (promise: Promise<Response>) => (answered = promise),
      });
      await waited;
      return answered;
    };
    return { self, stores, dispatch };
  }

  it('precaches the list on install and keeps waiting (no skipWaiting)', async () => {
    const worker = load(async (url) => new Response(`body of ${new URL(url).pathname}`));
    await worker.dispatch('install', {});
    expect([...worker.stores.get(CACHE)!.keys()]).toEqual(PRECACHE);
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
  });

  it('takes over when the page asks, and drops our caches of other builds on activation', async () => {
    const worker = load(async () => new Response('x'));
    await worker.dispatch('message', { data: { type: SKIP_WAITING_MESSAGE } });
    expect(worker.self.skipWaiting).toHaveBeenCalledOnce();
    await worker.dispatch('install', {});
    await worker.dispatch('activate', {});
    expect([...worker.stores.keys()].sort()).toEqual([CACHE, 'other'].sort());
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('serves the offline page when a navigation fails, and the shell from the cache', async () => {
    let online = true;
    const worker = load(async (url) => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(`live ${new URL(url).pathname}`);
    });
    await worker.dispatch('install', {});
    online = false;
    const page = await worker.dispatch('fetch', {
      request: new Request(`${ORIGIN}/about/`),
    });
    // A Request built outside a browser has mode 'cors'; a navigation's is 'navigate'.
    expect(page).toBeUndefined();
    const navigation = await worker.dispatch('fetch', {
      request: { method: 'GET', url: `${ORIGIN}/about/`, mode: 'navigate' },
    });
    expect(await navigation!.text()).toBe(`live ${OFFLINE_PATH}`);
    const asset = await worker.dispatch('fetch', {
      request: { method: 'GET', url: `${ORIGIN}/assets/runtime-abc.js`, mode: 'no-cors' },
    });
    expect(await asset!.text()).toBe('live /assets/runtime-abc.js');
  });

  it('never answers the API or other requests from a cache', async () => {
    const worker = load(async () => new Response('x'));
    await worker.dispatch('install', {});
    for (const request of [
      { method: 'GET', url: `${ORIGIN}/omnis/v3/session/`, mode: 'cors' },
      { method: 'POST', url: `${ORIGIN}/assets/runtime-abc.js`, mode: 'cors' },
      { method: 'GET', url: 'https://cdn.example/assets/runtime-abc.js', mode: 'no-cors' },
    ])
      expect(await worker.dispatch('fetch', { request })).toBeUndefined();
  });

  it('shows a pushed notification and opens its store path on a click', async () => {
    const worker = load(async () => new Response('x'));
    const payload = {
      id: 4,
      title: 'Flash sale',
      body: 'Half off',
      image: null,
      href: '/sale/',
      tag: 't',
    };
    await worker.dispatch('push', { data: { json: () => payload, text: () => '' } });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Flash sale', {
      body: 'Half off',
      icon: undefined,
      tag: 't',
      data: { href: '/sale/', id: 4 },
    });
    const click = (href: string) =>
      worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { href } } });
    await click('/sale/');
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith('/sale/');
    // Another site's address (an http(s) link is for posting data) opens the store instead.
    await click('https://elsewhere.example/');
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith('/');
  });
});
