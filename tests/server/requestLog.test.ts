import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/** Production logs (issue 23): one line per request a client made, none per in-process API call. */
describe('request log', () => {
  let server: TestServer;
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });

  beforeAll(async () => {
    server = await startTestServer({
      logger: { level: 'info', stream },
      // A storefront page that reads the API three times while it renders.
      ssr: async (request) => {
        for (const path of ['/division/demo/products/', '/frontend/demo/menus/', '/nowhere/'])
          await request.get(path, {});
        return { status: 200, html: '<!DOCTYPE html><p>Home</p>' };
      },
    });
  });
  afterAll(() => server.close());

  it('writes one line for a page view, however many API reads its render makes', async () => {
    lines.length = 0;
    const answer = await server.browser().request('GET', '/');
    expect(answer.status).toBe(200);
    const requestLines = lines.filter((line) => 'url' in line || 'req' in line || 'res' in line);
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/',
        statusCode: 200,
      }),
    ]);
  });

  it('writes one line for an API request, with its status', async () => {
    lines.length = 0;
    await server.browser().request('GET', '/omnis/v3/no-such-route/');
    expect(lines).toEqual([
      expect.objectContaining({ method: 'GET', url: '/omnis/v3/no-such-route/', statusCode: 404 }),
    ]);
  });
});
