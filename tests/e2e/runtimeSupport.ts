/**
 * What the runtime's end-to-end tests share: an API client signed in as a demo user, the
 * demo store's flags set straight in the server's database, and pages awaited until they
 * are hydrated.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { createApiClient, fetchTransport, memoryCookieJar, type ApiClient } from '../../src/api';
import { SQLITE_FILE } from '../../server/db/connect';
import { createPublishingClient, type PublishingClient } from '../../src/publishing/client';

export const DEMO_LOGINS = {
  seller: { email: 'seller@demo.localhost', password: 'demo-seller-password' },
  staff: { email: 'staff@demo.localhost', password: 'demo-staff-password' },
} as const;

/** A typed API client with its own cookies, signed in as a demo user. */
export async function signedInApi(
  origin: string,
  who: keyof typeof DEMO_LOGINS,
): Promise<ApiClient & { publishing: PublishingClient }> {
  const transport = fetchTransport({ baseUrl: origin, jar: memoryCookieJar() });
  // The publishing calls (issue 14) share the client's cookies.
  const api = Object.assign(createApiClient(transport), {
    publishing: createPublishingClient(transport),
  });
  await api.session.get(); // issues the XSRF cookie every write needs
  await api.session.login(DEMO_LOGINS[who]);
  return api;
}

/** Signs a browser page in through the storefront's own /login/ screen. */
export async function signInThroughPage(
  page: Page,
  who: keyof typeof DEMO_LOGINS,
  redirect = '/',
): Promise<void> {
  await page.goto(`/login/?redirect_uri=${encodeURIComponent(redirect)}`);
  await hydrated(page);
  await page.getByLabel('Email').fill(DEMO_LOGINS[who].email);
  await page.getByLabel(/^Password/).fill(DEMO_LOGINS[who].password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === new URL(redirect, 'http://x').pathname),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
}

/** Waits until the router has taken over the server-rendered page (it removes its bootstrap data). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { $_TSR?: unknown }).$_TSR === undefined &&
      document.readyState === 'complete',
  );
}

/** Sets the demo store's password protection in the server's database (no API sets it yet). */
export function setPasswordProtected(dataDir: string, on: boolean): void {
  const db = new Database(join(dataDir, SQLITE_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE divisions SET password_protected = ? WHERE subdomain = ?').run(
      on ? 1 : 0,
      'demo',
    );
  } finally {
    db.close();
  }
}

/** Marks the window so a later check can tell an in-app navigation (mark kept) from a reload. */
export const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __kept?: boolean }).__kept = true));
export const windowKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);
