import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/**
 * Every state-changing JSON route refuses what a client must never get through: no CSRF
 * token (403), malformed JSON (400), a body over the limit (413), a body of the wrong
 * shape (422), always as JSON with a message and never a stack trace. It runs on SQLite and,
 * with DATABASE_URL_TEST, on PostgreSQL (each run on a database of its own), since a
 * database error is where a 500 slips through.
 */
const WRITES = [
  '/divisions/demo/pages/',
  '/frontend/product/addItemToCart/',
  '/frontend/product/bulkAddItemsToCart/',
  '/basket/remove/',
  '/basket/update/',
  '/basket/favourites/email-for-later',
  '/basket/favourites/recover/',
  '/products/fetch/',
  '/models/fetch/',
  '/events/logEvent/',
  '/frontend/retex/remill/submit/',
  '/atlas/permissions/request/pages.edit/',
  '/mailing-lists/subscribe/',
  '/contact-form/submit/',
  '/shop/customer/create/',
  '/dashboard/secure/login/',
  '/dashboard/secure/recovery-login/',
  '/dashboard/secure/reset-password/',
  '/dashboard/secure/forgot-password/',
  '/dashboard/secure/two-factor/enable/',
];

describe.each(testDatabaseKinds())('bad input on every write on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      kind,
      config: { loginPerIp: { max: 10_000, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  // Analytics batches go by sendBeacon on page hide, which can set no header (http/csrf.ts).
  const CSRF_EXEMPT = new Set(['/events/logEvent/']);
  it.each(WRITES.filter((path) => !CSRF_EXEMPT.has(path)))(
    'POST %s: 403 without the CSRF header',
    async (path) => {
      const browser = server.browser();
      await browser.visit();
      const answer = await browser.post<{ message: string }>(
        `/omnis/v3${path}`,
        {},
        { csrf: false },
      );
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(
        'Your session has expired. Please refresh the page and try again.',
      );
    },
  );

  it.each(WRITES)('POST %s: 400 for malformed JSON and 413 for an oversized body', async (path) => {
    const browser = server.browser();
    await browser.signIn(server.world.users.seller, PASSWORD);
    const malformed = await browser.post<{ message: string }>(`/omnis/v3${path}`, undefined, {
      raw: '{"email":',
      contentType: 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    const oversized = await browser.post<{ message: string }>(`/omnis/v3${path}`, {
      email: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(oversized.status).toBe(413);
    expect(oversized.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each(WRITES.filter((path) => !path.includes('permissions')))(
    'POST %s: 422 with a first message for wrong types',
    async (path) => {
      const browser = server.browser();
      await browser.signIn(server.world.users.seller, PASSWORD);
      const answer = await browser.post<{ message: string; errors: Record<string, string[]> }>(
        `/omnis/v3${path}`,
        {
          email: 42,
          items: 'none',
          item: 7,
          key: [],
          product_ids: 'x',
          type: 9,
          events: {},
          division: 'demo',
          url: 5,
          name: 3,
          quantity: 'many',
          br: 1,
          token: 2,
          password: 3,
        },
      );
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(Object.values(answer.body.errors)[0]?.[0]);
    },
  );
});
