import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { DEMO_PASSWORDS } from '../../server/seed/seed';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';
import { signInToAtlas } from './atlasSupport';

/**
 * Signing in as a seller (issue 19): staff with two-factor sign in as the demo seller from
 * the Customers screen, see the banner and the seller's dashboard, are refused the
 * password change, return to atlas and find the start and the end in the audit log.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('signing in as a seller', () => {
  it('acts as the demo seller behind a banner, is refused the password change, and returns', async () => {
    const { page } = await e2e.newPage();
    await signInToAtlas(page);

    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByLabel('Search customers').fill('seller@demo.localhost');
    await page.keyboard.press('Enter');
    const signInAs = page.getByRole('button', { name: 'Sign in as seller@demo.localhost' });
    await signInAs.waitFor();
    await signInAs.click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign in as seller' });
    await dialog.waitFor();
    await expectAccessible(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/dashboard/')),
      dialog.getByRole('button', { name: 'Sign in as seller' }).click(),
    ]);

    const banner = page.getByRole('complementary', { name: 'Signed in as a seller' });
    await banner.getByText('You are signed in as Demo Seller —').waitFor();
    await expectAccessible(page);

    // The seller's own account screen refuses the password change.
    await page.goto('/dashboard/account/');
    await hydrated(page);
    await banner.waitFor();
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill(DEMO_PASSWORDS.seller);
    await password
      .getByLabel('New password', { exact: false })
      .first()
      .fill('A-much-longer-new-passphrase-42');
    await password.getByLabel('Confirm new password').fill('A-much-longer-new-passphrase-42');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('This is not available while you are signed in as a seller').waitFor();

    // Atlas itself stays shut while acting as the seller.
    const atlasMe = await page.evaluate(async () => {
      const response = await fetch('/omnis/v3/atlas/me/', { credentials: 'include' });
      return response.status;
    });
    expect(atlasMe).toBe(403);

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/atlas/'),
      banner.getByRole('button', { name: 'Return to atlas' }).click(),
    ]);
    await page.getByRole('navigation', { name: 'Atlas' }).waitFor();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('rowheader', { name: 'seller.impersonate.end' }).first().waitFor();
    await page.getByRole('rowheader', { name: 'seller.impersonate.start' }).first().waitFor();

    const rows = queryServerDb<{ n: number }>(
      e2e.server.dataDir,
      "SELECT COUNT(*) AS n FROM atlas_audit_log WHERE action LIKE 'seller.impersonate.%' AND staff_email = 'atlas@demo.localhost'",
    );
    expect(rows).toStrictEqual({ n: 2 });
    const open = queryServerDb<{ n: number }>(
      e2e.server.dataDir,
      'SELECT COUNT(*) AS n FROM sessions WHERE impersonator_user_id IS NOT NULL',
    );
    expect(open).toStrictEqual({ n: 0 });
  });

  it('forces two-factor on the demo seller, whose changes are held until it is set up', async () => {
    const { page } = await e2e.newPage();
    await signInToAtlas(page);
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByLabel('Search customers').fill('seller@demo.localhost');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Force two-factor on seller@demo.localhost' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'seller@demo.localhost must set up two-factor at their next sign-in' })
      .waitFor();
    await page.getByRole('cell', { name: 'Off (forced)' }).waitFor();
    await expectAccessible(page);
    expect(
      queryServerDb<{ force_two_factor: number }>(
        e2e.server.dataDir,
        "SELECT force_two_factor FROM users WHERE email = 'seller@demo.localhost'",
      ),
    ).toStrictEqual({ force_two_factor: 1 });

    // The seller's next sign-in, bound for a dashboard page: the set-up comes first (the
    // redirect does not skip it), and every change is held until two-factor is on.
    const seller = (await e2e.newPage()).page;
    await seller.goto('/login/?redirect_uri=%2Fdashboard%2Fpages%2F');
    await hydrated(seller);
    await seller.getByLabel('Email').fill('seller@demo.localhost');
    await seller.getByLabel(/^Password/).fill(DEMO_PASSWORDS.seller);
    await Promise.all([
      seller.waitForURL((url) => url.pathname === '/login/two-factor/'),
      seller.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    expect(new URL(seller.url()).search).toBe('?redirect_uri=%2Fdashboard%2Fpages%2F');
    const held = await seller.evaluate(async () => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/omnis/v3/atlas/permissions/request/pages.edit/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': xsrf },
        body: JSON.stringify({ reason: 'Please' }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    });
    expect(held).toMatchObject({
      status: 403,
      body: { message: 'Set up two-factor authentication to continue' },
    });
    await hydrated(seller);
    await seller.getByLabel(/^Your password/).fill(DEMO_PASSWORDS.seller);
    await seller.getByRole('button', { name: 'Continue' }).click();
    const secret = (await seller.getByTestId('two-factor-secret').innerText()).trim();
    await seller.getByLabel(/^Code from the app/).fill(currentTwoFactorCode(secret));
    await seller.getByRole('button', { name: 'Turn on two-factor' }).click();
    await seller.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await expectAccessible(seller);
    await Promise.all([
      seller.waitForURL((url) => url.pathname === '/dashboard/pages/'),
      seller.getByRole('button', { name: 'Continue' }).click(),
    ]);
  });
});
