import type { Browser as Chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE } from '../../server/http/errors';
import { IMAGE_TOO_LARGE_MESSAGE } from '../../server/images/routes';
import { launchBrowser } from '../e2e/browser';
import type { Browser } from './support/browser';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/**
 * A body over the limit gets a clean 413 with the message, never a reset connection
 * (issue 23, section 5), from a real server over real sockets: JSON over the page limit
 * (4 MiB), an image over the upload limit (10 MiB), and a slow upload of unknown length
 * that is still being sent long after the server has answered (without reading the rest
 * of the body, the server's close reset the connection and Node's fetch failed with
 * EPIPE). The same from Chromium's fetch.
 */
const MIB = 1024 * 1024;
const PAGES = '/omnis/v3/divisions/demo/pages/';
const IMAGES = '/omnis/v3/divisions/demo/images/';

describe('a body over the limit', () => {
  let server: TestServer;
  let seller: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
  });
  afterAll(async () => server?.close());

  it('answers 413 JSON to a page write over the page limit, from Node', async () => {
    for (let n = 0; n < 3; n += 1) {
      const answer = await seller.post(PAGES, {
        url: '/big/',
        properties: { title: { value: 'x'.repeat(6 * MIB) } },
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    }
  });

  it('answers 413 JSON to an image over the upload limit, from Node', async () => {
    for (let n = 0; n < 3; n += 1) {
      const form = new FormData();
      form.append('file', new Blob([Buffer.alloc(16 * MIB, 1)], { type: 'image/png' }), 'big.png');
      const answer = await seller.post(IMAGES, undefined, { raw: form });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE });
    }
  });

  it('answers 413 JSON to a slow upload of unknown length still being sent', async () => {
    for (let n = 0; n < 3; n += 1) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (sent === 0) controller.enqueue(Buffer.from('{"url":"/big/","x":"'));
          if (sent > 16 * MIB) {
            controller.enqueue(Buffer.from('"}'));
            controller.close();
            return;
          }
          sent += MIB;
          controller.enqueue(Buffer.alloc(MIB, 120));
        },
      });
      const answer = await fetch(`${server.url}${PAGES}`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          'content-type': 'application/json',
          cookie: seller.cookieHeader(),
          'x-csrf-token': seller.cookies.get('XSRF-TOKEN')!,
        },
      } as RequestInit);
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    }
  });

  describe('from Chromium', () => {
    let chromium: Chromium;
    beforeAll(async () => {
      chromium = await launchBrowser();
    });
    afterAll(async () => chromium?.close());

    it('answers 413 JSON to a page write and to an image upload', { timeout: 90_000 }, async () => {
      const context = await chromium.newContext();
      const origin = new URL(server.url);
      await context.addCookies(
        [...seller.cookies].map(([name, value]) => ({
          name,
          value,
          domain: origin.hostname,
          path: '/',
        })),
      );
      const tab = await context.newPage();
      // A blank page of the server's origin (the API's own answers forbid scripts by CSP),
      // so the fetches below are same-origin and reach the real server.
      await tab.route(`${server.url}/blank`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
      );
      await tab.goto(`${server.url}/blank`);
      const answers = await tab.evaluate(
        async ({ pages, images, csrf, mib }) => {
          const headers = { 'x-csrf-token': csrf };
          const read = async (answer: Promise<Response>) => {
            try {
              const response = await answer;
              return { status: response.status, body: (await response.json()) as unknown };
            } catch (error) {
              return { failed: String(error) };
            }
          };
          const results = [];
          for (let n = 0; n < 2; n += 1) {
            const page = JSON.stringify({ url: '/big/', title: 'x'.repeat(6 * mib) });
            results.push(
              await read(
                fetch(pages, {
                  method: 'POST',
                  body: page,
                  headers: { ...headers, 'content-type': 'application/json' },
                }),
              ),
            );
            const form = new FormData();
            form.append('file', new Blob([new Uint8Array(16 * mib)], { type: 'image/png' }));
            results.push(await read(fetch(images, { method: 'POST', body: form, headers })));
          }
          return results;
        },
        { pages: PAGES, images: IMAGES, csrf: seller.cookies.get('XSRF-TOKEN')!, mib: MIB },
      );
      const page = { status: 413, body: { message: BODY_TOO_LARGE_MESSAGE } };
      const image = { status: 413, body: { message: IMAGE_TOO_LARGE_MESSAGE } };
      expect(answers).toEqual([page, image, page, image]);
      await context.close();
    });
  });
});
