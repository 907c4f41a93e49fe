/**
 * Account settings end to end (issue 16, plus passkeys) in Chromium: the seller changes
 * their password, turns two-factor on with a code computed from the key on screen,
 * downloads and regenerates recovery codes, turns two-factor off, adds a passkey with a
 * virtual authenticator, signs out and signs back in with the passkey.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { startE2E, type E2E } from './harness';
import { DEMO_LOGINS, hydrated, signInThroughPage } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const NEW_PASSWORD = 'a brand new long password';

async function recoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  return list.locator('li').allInnerTexts();
}

async function confirmWith(
  page: Page,
  title: string,
  submit: string,
  fill: Record<string, string>,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fill))
    await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  await dialog.getByRole('button', { name: submit }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('account settings', () => {
  it('changes the password, runs two-factor through its life, and signs in with a passkey', async () => {
    const { page, context } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/account/');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill(DEMO_LOGINS.seller.password);
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Your password has been changed').waitFor();

    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await confirmWith(page, 'Turn on two-factor authentication', 'Continue', {
      Password: NEW_PASSWORD,
    });
    await twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await twoFactor.getByTestId('two-factor-secret').innerText()).trim();
    await twoFactor.getByLabel('Authentication code').fill(currentTwoFactorCode(secret));
    await twoFactor.getByRole('button', { name: 'Turn on', exact: true }).click();
    const first = await recoveryCodes(page);
    expect(first).toHaveLength(10);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      twoFactor.getByRole('button', { name: 'Download as .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const saved = await readFile(await download.path(), 'utf8');
    for (const code of first) expect(saved).toContain(code);
    await twoFactor.getByRole('button', { name: 'I have saved my codes' }).click();
    await twoFactor.getByText('You have 10 recovery codes left').waitFor();

    await twoFactor.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await confirmWith(page, 'Regenerate recovery codes', 'Regenerate', {
      Password: NEW_PASSWORD,
      'Or a recovery code': first[0]!,
    });
    const second = await recoveryCodes(page);
    expect(second).toHaveLength(10);
    expect(second).not.toContain(first[1]);
    await twoFactor.getByRole('button', { name: 'I have saved my codes' }).click();

    await twoFactor.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await confirmWith(page, 'Turn off two-factor authentication', 'Turn off', {
      Password: NEW_PASSWORD,
      'Or a recovery code': second[0]!,
    });
    await twoFactor.getByText('Two-factor authentication is off').waitFor();

    // A platform passkey that always verifies the user, as a laptop's fingerprint reader.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByText('You have no passkeys yet.').waitFor();
    await passkeys.getByLabel('Passkey name').fill('Test laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByRole('rowheader', { name: 'Test laptop' }).waitFor();

    // Sign out as the storefront's client does: the logout call with the XSRF header.
    const signedOut = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'content-type': 'application/json', 'x-csrf-token': xsrf };
      await fetch('/omnis/v3/dashboard/secure/logout/', { method: 'POST', headers, body: '{}' });
      return (await (await fetch('/omnis/v3/dashboard/secure/get/')).json()) as { user: unknown };
    });
    expect(signedOut.user).toBeNull();
    await page.goto('/login/?redirect_uri=%2Fdashboard%2Faccount%2F');
    await hydrated(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/dashboard/account/'),
      page.getByRole('button', { name: 'Sign in with a passkey' }).click(),
    ]);
    const used = page.getByRole('region', { name: 'Passkeys' }).getByRole('row', {
      name: /Test laptop/,
    });
    await used.waitFor();
    expect(await used.innerText()).not.toContain('Never');
    await context.close();
  });
});
