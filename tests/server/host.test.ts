import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsrRequest } from '../../src/ssr/contract';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/** The SSR host, the dashboard shell, assets and image uploads, with a fake storefront renderer. */
describe('SSR host, assets and images', () => {
  let server: TestServer;
  const seen: SsrRequest[] = [];
  let clientDir: string;

  beforeAll(async () => {
    server = await startTestServer({
      ssr: async (request) => {
        seen.push(request);
        if (request.url.startsWith('/learn/'))
          return { status: 301, redirect: request.url.replace('/learn/', '/blog/') };
        if (request.url === '/explode/') throw new Error('render failed with secrets');
        if (request.url === '/long-read/')
          return {
            status: 200,
            html: `<!DOCTYPE html>${'<p>Organic cotton, printed to order.</p>'.repeat(200)}`,
          };
        const products = await request.get('/division/demo/products/', { limit: 1 });
        return {
          status: 200,
          html: `<!DOCTYPE html><p>${request.url}</p><script nonce="${request.nonce}">${JSON.stringify(products.status)}</script>`,
        };
      },
      config: {
        // The built client lives in a temp dir here so the test does not need `vite build`.
        clientDir: (clientDir = join(tmpdir(), `omnis-client-${process.pid}`)),
      },
    });
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'assets', 'runtime-abc.js'), 'console.log(1)');
    writeFileSync(
      join(clientDir, 'assets', 'runtime-abc.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    writeFileSync(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'runtime/entry-client.tsx': {
          file: 'assets/runtime-abc.js',
          isEntry: true,
          css: ['assets/runtime-abc.css'],
        },
        'dashboard/entry.tsx': { file: 'assets/dashboard-def.js', isEntry: true },
      }),
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('renders storefront paths with core data, session, nonce, assets and an in-process API', async () => {
    const shopper = server.browser();
    const page = await shopper.get('/about-us/?ref=menu');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const request = seen.at(-1)!;
    expect(request.url).toBe('/about-us/?ref=menu');
    expect(request.origin).toBe(server.url);
    expect(
      (request.coreData as { state: { subdomain: { division: { code: string } } } }).state.subdomain
        .division.code,
    ).toBe('demo');
    expect(request.session).toBeNull();
    expect(request.assets).toEqual({
      scripts: ['/assets/runtime-abc.js'],
      styles: ['/assets/runtime-abc.css'],
      preload: [],
    });
    expect(page.text).toContain(`nonce="${request.nonce}"`);
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${request.nonce}'`);
    expect(page.text).toContain('<script nonce=');
    expect(page.text).toContain('200');
    const signedIn = server.browser();
    await signedIn.signIn(server.world.users.seller, PASSWORD);
    await signedIn.get('/');
    expect(seen.at(-1)!.session).toMatchObject({
      email: server.world.users.seller,
      dashboardDivisions: [server.world.demo.id],
    });
  });

  it('follows the renderer’s redirects and hides render failures behind the error page', async () => {
    const browser = server.browser();
    const moved = await browser.get('/learn/post/');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/post/');
    const failed = await browser.get('/explode/');
    expect(failed.status).toBe(500);
    expect(failed.text).toContain('Oops... Looks like something went wrong');
    expect(failed.text).not.toContain('secrets');
  });

  it('serves the dashboard shell, immutable assets, the favicon and 404 for unknown stores', async () => {
    const browser = server.browser();
    // The dashboard's guards run before its app is sent (tests/server/guards.test.ts).
    await browser.signIn(server.world.users.seller, PASSWORD);
    const shell = await browser.get('/dashboard/pages/1');
    expect(shell.status).toBe(200);
    expect(shell.text).toContain('<div id="root">');
    expect(shell.text).toContain('src="/assets/dashboard-def.js"');
    const asset = await browser.get('/assets/runtime-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await browser.get('/assets/missing.js')).status).toBe(404);
    const icon = await browser.get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Pages, the dashboard, assets and API answers stay same-origin resources.
    expect(shell.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(
      (await browser.get('/omnis/v3/no-such-route/')).headers.get('cross-origin-resource-policy'),
    ).toBe('same-origin');
    expect((await browser.get('/', { headers: { host: 'nowhere.localhost' } })).status).toBe(404);
  });

  it('answers unknown API paths with the API 404 in JSON, not a storefront page', async () => {
    const seenBefore = seen.length;
    const answer = await server.browser().get<{ message: string }>('/omnis/v3/no-such-route/');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toEqual({ message: 'Not found' });
    expect(seen.length).toBe(seenBefore);
  });

  it('compresses storefront HTML per request and sends assets precompressed at build time', async () => {
    const fetchRaw = (path: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          httpRequest(
            `${server.url}${path}`,
            { headers: { 'accept-encoding': acceptEncoding } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  encoding: response.headers['content-encoding'],
                  vary: String(response.headers.vary ?? ''),
                  body: Buffer.concat(chunks),
                }),
              );
            },
          )
            .on('error', reject)
            .end();
        },
      );
    const page = await fetchRaw('/long-read/', 'br, gzip');
    expect(page.encoding).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain(
      'Organic cotton, printed to order.',
    );
    expect((await fetchRaw('/long-read/', 'identity')).encoding).toBeUndefined();

    const asset = await fetchRaw('/assets/runtime-abc.js', 'br, gzip');
    expect(asset.encoding).toBe('br');
    expect(asset.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(asset.body).toString()).toBe('console.log(1)');
    const plain = await fetchRaw('/assets/runtime-abc.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });

  it('uploads images into sized variants for the store’s editors and lists them in the library', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#cc3366' },
    })
      .png()
      .toBuffer();
    const form = () => {
      const data = new FormData();
      data.set('altText', 'A pink square');
      data.set('file', new Blob([png], { type: 'image/png' }), 'Pink Square.png');
      return data;
    };
    const uploaded = await seller.post<{
      id: number;
      original: string;
      sizes: Record<string, string>;
      thumbnails: { original: string };
    }>('/omnis/v3/divisions/demo/images/', undefined, { raw: form() });
    expect(uploaded.status).toBe(201);
    expect(Object.keys(uploaded.body.sizes)).toEqual(['256', '512']);
    expect(uploaded.body.thumbnails.original).toBe(uploaded.body.original);
    const variant = await seller.get(uploaded.body.sizes['256']!);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('cache-control')).toContain('immutable');
    // Mail clients and the dashboard's sandboxed mail preview (an opaque origin) load
    // uploaded images from another origin; the other security headers stay.
    expect(variant.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(variant.headers.get('x-content-type-options')).toBe('nosniff');
    expect(variant.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(variant.headers.get('content-security-policy')).toContain("object-src 'none'");
    const shopper = await server.browser().get(uploaded.body.original);
    expect(shopper.status).toBe(200);
    expect(shopper.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const library = await seller.get<{
      images: Array<{ id: number; name: string; altText: string }>;
      total: number;
    }>(
      '/omnis/v3/artemis/query/?macros=drive,imageLibrary&page=1&perPage=10&searchTerm=pink&division=demo',
    );
    expect(library.body.total).toBe(1);
    expect(library.body.images[0]).toMatchObject({
      id: uploaded.body.id,
      name: 'Pink Square.png',
      altText: 'A pink square',
    });
    expect(
      (
        await seller.get<{ total: number }>(
          '/omnis/v3/artemis/query/?searchTerm=blue&division=demo',
        )
      ).body.total,
    ).toBe(0);

    const other = server.browser();
    await other.signIn(server.world.users.otherSeller, PASSWORD);
    expect(
      (await other.post('/omnis/v3/divisions/demo/images/', undefined, { raw: form() })).status,
    ).toBe(403);
    expect((await other.get('/omnis/v3/artemis/query/?division=demo')).status).toBe(403);
    const notImage = new FormData();
    notImage.set('file', new Blob(['hello'], { type: 'image/png' }), 'fake.png');
    const refused = await seller.post<{ message: string }>(
      '/omnis/v3/divisions/demo/images/',
      undefined,
      { raw: notImage },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Please upload a JPEG, PNG, WebP, GIF or AVIF image');
    expect(
      (
        await seller.post('/omnis/v3/divisions/demo/images/', undefined, {
          raw: form(),
          csrf: false,
        })
      ).status,
    ).toBe(403);
  });
});
