import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../server/accounts/passwords';
import { SQLITE_FILE } from '../../server/db/connect';
import { hydrated } from './runtimeSupport';

/** A shopper account (verified, EULA signed, no store) the demo seed does not make. */
export const CUSTOMER = { email: 'customer@demo.localhost', password: 'demo-customer-password' };

const openDb = (dataDir: string) => {
  const db = new Database(join(dataDir, SQLITE_FILE));
  db.pragma('busy_timeout = 5000');
  return db;
};

/** Adds CUSTOMER to the server's database (no sign-up screen yet in this branch). */
export async function addCustomer(dataDir: string): Promise<void> {
  const passwordHash = await hashPassword(CUSTOMER.password);
  const db = openDb(dataDir);
  try {
    db.prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, verified, signed_eula, internal, should_have_store, dashboard_access, created_at)
       VALUES (?, ?, 'Demo', 'Customer', 1, 1, 0, 0, 0, ?)`,
    ).run(CUSTOMER.email, passwordHash, new Date().toISOString());
  } finally {
    db.close();
  }
}

/** Turns the demo store's coming-soon page on or off (no API sets it yet). */
export function setComingSoon(dataDir: string, on: boolean): void {
  const db = openDb(dataDir);
  try {
    const row = db.prepare('SELECT settings FROM divisions WHERE subdomain = ?').get('demo') as {
      settings: string;
    };
    const settings = JSON.parse(row.settings) as { comingSoon?: Record<string, unknown> };
    settings.comingSoon = { ...settings.comingSoon, enabled: on };
    db.prepare('UPDATE divisions SET settings = ? WHERE subdomain = ?').run(
      JSON.stringify(settings),
      'demo',
    );
  } finally {
    db.close();
  }
}

/** Signs a page in through /login/ with any account, then waits for `landing`. */
export async function signInAs(
  page: Page,
  login: { email: string; password: string },
  redirect: string,
  landing: string,
): Promise<void> {
  await page.goto(`/login/?redirect_uri=${encodeURIComponent(redirect)}`);
  await hydrated(page);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel(/^Password/).fill(login.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === landing),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
}

/** Puts the demo store (seeded with Pro) on the Free plan or back on Pro. */
export function setPro(dataDir: string, on: boolean): void {
  const db = openDb(dataDir);
  try {
    db.prepare('UPDATE divisions SET pro = ? WHERE subdomain = ?').run(on ? 1 : 0, 'demo');
  } finally {
    db.close();
  }
}
