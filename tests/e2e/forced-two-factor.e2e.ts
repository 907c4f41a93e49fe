import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { SQLITE_FILE } from '../../server/db/connect';
import { DEMO_PASSWORDS } from '../../server/seed/seed';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';

/**
 * A customer staff forced onto two-factor (atlas) signs in on the storefront bound for a
 * page, is sent to the set-up first (the redirect does not skip it), turns two-factor on
 * with the keyboard, keeps the recovery codes and then reaches the page asked for. Opening
 * a page directly while signed in without it leads back to the set-up too.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const CUSTOMER = 'forced-customer@demo.localhost';

/** A verified shopper (the demo seller's password) that staff forced onto two-factor. */
function addForcedCustomer(dataDir: string): void {
  const db = new Database(join(dataDir, SQLITE_FILE));
  try {
    const seller = db
      .prepare('SELECT password_hash FROM users WHERE email = ?')
      .get('seller@demo.localhost') as { password_hash: string };
    db.prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, verified, signed_eula,
         internal, should_have_store, dashboard_access, force_two_factor, created_at)
       VALUES (?, ?, 'Fran', 'Forced', 1, 1, 0, 0, 0, 1, ?)`,
    ).run(CUSTOMER, seller.password_hash, new Date().toISOString());
  } finally {
    db.close();
  }
}

describe('a customer forced onto two-factor', () => {
  it('sets it up after signing in, then goes where it was going', async () => {
    addForcedCustomer(e2e.server.dataDir);
    const { page } = await e2e.newPage();
    await page.goto('/login/?redirect_uri=%2Ffavourites%2F');
    await hydrated(page);
    await page.getByLabel('Email').fill(CUSTOMER);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORDS.seller);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/login/two-factor/'),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    expect(new URL(page.url()).search).toBe('?redirect_uri=%2Ffavourites%2F');
    await hydrated(page);
    await page
      .getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })
      .waitFor();
    await expectAccessible(page);

    // Signed in but not set up: opening a page directly leads back to the set-up, carrying it.
    await page.goto('/favourites/');
    await page.waitForURL(
      (url) =>
        url.pathname === '/login/two-factor/' && url.search === '?redirect_uri=%2Ffavourites%2F',
    );
    await hydrated(page);
    await page
      .getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })
      .waitFor();

    // Keyboard only: type the password, Enter; the next step's heading takes focus.
    await page.getByLabel(/^Your password/).focus();
    await page.keyboard.type(DEMO_PASSWORDS.seller);
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expectAccessible(page);
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    await page.getByLabel(/^Code from the app/).focus();
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Invalid authentication code' }).waitFor();
    await page.getByLabel(/^Code from the app/).fill(currentTwoFactorCode(secret));
    await page.keyboard.press('Enter');

    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.locator('li').count()).toBe(10);
    await page.getByRole('heading', { level: 1, name: 'Two-factor is on' }).waitFor();
    await expectAccessible(page);
    expect(
      queryServerDb<{ on: number }>(
        e2e.server.dataDir,
        'SELECT two_factor_secret IS NOT NULL AS "on" FROM users WHERE email = ?',
        CUSTOMER,
      ),
    ).toStrictEqual({ on: 1 });

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/favourites/'),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
  });
});
