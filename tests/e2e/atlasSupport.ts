import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { SQLITE_FILE } from '../../server/db/connect';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { DEMO_PASSWORDS, DEMO_STAFF_TWO_FACTOR_SECRET } from '../../server/seed/seed';
import { hydrated } from './runtimeSupport';

/**
 * Opens /atlas/, is sent to sign in, signs in with the demo staff password then the
 * current two-factor code, and lands back on atlas (the demo atlas admin by default;
 * every demo staff member shares the password and the two-factor secret).
 */
export async function signInToAtlas(page: Page, email = 'atlas@demo.localhost'): Promise<void> {
  await page.goto('/atlas/');
  await page.waitForURL('**/login/?redirect_uri=%2Fatlas%2F');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORDS.atlas);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
  await page
    .getByLabel('Authentication code')
    .fill(currentTwoFactorCode(DEMO_STAFF_TWO_FACTOR_SECRET));
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/atlas/'),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  await page.getByRole('navigation', { name: 'Atlas' }).waitFor();
}

export const VIEWER = 'viewer@demo.localhost';

/** A second staff user who may look but not mute (no API makes staff yet: written in place). */
export function addViewer(dataDir: string): void {
  const db = new Database(join(dataDir, SQLITE_FILE));
  try {
    const admin = db
      .prepare('SELECT password_hash FROM users WHERE email = ?')
      .get('atlas@demo.localhost') as { password_hash: string };
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, verified, signed_eula,
           internal, should_have_store, dashboard_access, two_factor_secret, created_at)
         VALUES (?, ?, 'Vera', 'Viewer', 1, 1, 1, 0, 0, ?, ?)`,
      )
      .run(VIEWER, admin.password_hash, DEMO_STAFF_TWO_FACTOR_SECRET, new Date().toISOString());
    db.prepare(
      `INSERT INTO staff_profiles (user_id, username, status, role) VALUES (?, 'viewer', 0, 'viewer')`,
    ).run(lastInsertRowid);
  } finally {
    db.close();
  }
}
