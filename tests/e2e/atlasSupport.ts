import type { Page } from 'playwright-core';
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
