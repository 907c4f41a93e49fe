import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression, SYNC_COMPRESS_LIMIT } from './compression';

// A storefront page's size: well over the few KiB where @fastify/compress starts streaming.
const page = `<!doctype html><main>${Array.from(
  { length: 2500 },
  (_, index) => `<p class="block-${index % 40}" data-id="${index}">Block ${index}</p>`,
).join('')}</main>`;
const huge = 'x'.repeat(SYNC_COMPRESS_LIMIT + 1);

describe('registerCompression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/page', async (_request, reply) => reply.type('text/html').send(page));
    app.get('/huge', async (_request, reply) => reply.type('text/html').send(huge));
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a page-sized answer in one call, brotli and gzip alike (sized, not streamed)', async () => {
    const brotli = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBe(String(brotli.rawPayload.length));
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(page);

    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(page);
  });

  it('streams an answer over the limit, so one huge page cannot hold the event loop', async () => {
    const response = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(huge);
  });
});
