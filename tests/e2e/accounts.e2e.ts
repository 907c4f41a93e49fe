import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { EULA_VERSION } from '../../src/model';
import { startE2E, type E2E } from './harness';
import { mailedLink, queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';

/**
 * The account journey as people live it (issue 16), in Chromium against the real server:
 * sign up as a seller and as a shopper, verify from the mail in the outbox, accept the
 * terms, sign out; fail and pass two-factor; sign in with a recovery code, which then no
 * longer works; reset a forgotten password from its mail. The ALTCHA widget solves its
 * proof of work for real on every form that sends a token.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PASSWORD = 'a long enough password';

const query = <Row>(sql: string, ...params: unknown[]) =>
  queryServerDb<Row>(e2e.server.dataDir, sql, ...params);
const mailedLinkTo = (kind: string, to: string) => mailedLink(e2e.server.dataDir, kind, to);

async function signUp(page: Page, kind: 'shopper' | 'seller', email: string) {
  await page.goto(kind === 'seller' ? '/sign-up/?store=1' : '/sign-up/');
  await hydrated(page);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (kind === 'seller') {
    await page.getByLabel('Store name').fill('Robin Prints');
    await page.getByLabel('Store address').fill('robin-prints');
    await page.getByText('Your store: robin-prints.').waitFor();
  }
  const sent = page.waitForRequest((request) => request.url().endsWith('/shop/customer/create/'));
  await page
    .getByRole('button', { name: kind === 'seller' ? 'Create my store' : 'Create account' })
    .click();
  // The ALTCHA widget solved its proof of work in its worker: a real token went along.
  const body = (await sent).postDataJSON() as { v3captchaToken?: string | null };
  expect(body.v3captchaToken).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
}

/** Opens the mailed verification link, then accepts the terms; resolves where it lands. */
async function verifyAndAccept(page: Page, email: string): Promise<URL> {
  const link = mailedLinkTo('account-verification', email);
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL('**/sign-up/eula/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByText('Please tick the box to accept the terms').waitFor();
  await page.getByLabel('I have read and accept the terms of use').check();
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/sign-up/')),
    page.getByRole('button', { name: 'Accept and continue' }).click(),
  ]);
  return new URL(page.url());
}

async function signOut(page: Page) {
  await page.goto('/login/?redirect_uri=');
  await hydrated(page);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('button', { name: 'Sign out' }).click(),
  ]);
}

async function typeCredentials(page: Page, email: string, password: string) {
  await page.goto('/login/?redirect_uri=');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A POST from the page, with its CSRF header, as the screens send them. */
async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(`/omnis/v3${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { path, body },
  );
}

describe('the account journey', () => {
  it('signs a seller up with their store, verified from the mail, terms accepted, into the dashboard', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await signUp(page, 'seller', 'robin@prints.test');
    // Nobody is signed in before the mailed link is opened.
    expect(
      query('SELECT 1 FROM users WHERE email = ? AND verified = 1', 'robin@prints.test'),
    ).toBeUndefined();
    // A new seller's store has its own address: they sign in there, bound for its dashboard.
    const landed = await verifyAndAccept(page, 'robin@prints.test');
    expect(landed.hostname).toBe('robin-prints.localhost');
    expect(`${landed.pathname}${landed.search}`).toBe('/login/?redirect_uri=%2Fdashboard%2F');
    await hydrated(page);
    await page.getByLabel('Email').fill('robin@prints.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([
      page.waitForURL(
        (url) => url.hostname === 'robin-prints.localhost' && url.pathname.startsWith('/dashboard'),
      ),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    const account = query<{ eula_version: string; verified: number }>(
      'SELECT eula_version, verified FROM users WHERE email = ?',
      'robin@prints.test',
    );
    expect(account).toMatchObject({ eula_version: EULA_VERSION, verified: 1 });
    expect(query('SELECT name FROM divisions WHERE subdomain = ?', 'robin-prints')).toEqual({
      name: 'Robin Prints',
    });
    // The mailed link worked once.
    const used = mailedLinkTo('account-verification', 'robin@prints.test');
    await page.goto(`${used.pathname}${used.search}`);
    await page.getByText('This verification link is invalid or has expired').waitFor();
    await page.goto(e2e.server.origin + '/');
    await signOut(page);
    expect(consoleErrors.filter((error) => !error.includes('422'))).toEqual([]);
  });

  it('signs a shopper up, then two-factor: a wrong code fails, the right one passes, a recovery code works once', async () => {
    const { page } = await e2e.newPage();
    const email = 'sam@shops.test';
    await signUp(page, 'shopper', email);
    expect((await verifyAndAccept(page, email)).pathname).toBe('/');

    const { secret } = await postFromPage<{ secret: string }>(
      page,
      '/dashboard/secure/two-factor/enable/',
      {
        password: PASSWORD,
      },
    );
    const { recoveryCodes } = await postFromPage<{ recoveryCodes: string[] }>(
      page,
      '/dashboard/secure/two-factor/confirm/',
      { code: currentTwoFactorCode(secret) },
    );
    await signOut(page);

    await typeCredentials(page, email, PASSWORD);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByLabel('Authentication code').fill('12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid authentication code').waitFor();
    await page.getByLabel('Authentication code').fill('000 000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid authentication code').waitFor();
    const code = currentTwoFactorCode(secret);
    await page.getByLabel('Authentication code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    await signOut(page);

    const recoveryCode = recoveryCodes[0]!;
    for (const attempt of ['first', 'again']) {
      await typeCredentials(page, email, PASSWORD);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(recoveryCode);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (attempt === 'first') {
        await page.waitForURL((url) => url.pathname === '/');
        await signOut(page);
      } else {
        await page.getByText('Invalid recovery code').waitFor();
      }
    }
  });

  it('resets a forgotten password from the mail, and the new password signs in', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login/?redirect_uri=');
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/login/forgot/');
    await hydrated(page);
    await page.getByLabel('Email').fill('seller@demo.localhost');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByText('If an account exists for this address, we have sent a password reset link')
      .waitFor();
    const link = mailedLinkTo('password-reset', 'seller@demo.localhost');
    expect(link.pathname).toBe('/login/reset/');
    await page.goto(`${link.pathname}${link.search}`);
    await hydrated(page);
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('brand new password');
    await page.getByLabel('Confirm the new password').fill('another password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm the new password').fill('brand new password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Your password has been reset' }).waitFor();

    await typeCredentials(page, 'seller@demo.localhost', 'brand new password');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  });
});
