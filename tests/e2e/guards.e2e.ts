/**
 * The main guards in Chromium (issue 16): signed out to /login/?redirect_uri=, no
 * dashboard permission to /403/ (and asking for it), the store-visit rules of a
 * password-protected and a coming-soon store (/login/ and /countdown/), and the
 * request-permission overlay in the dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, CUSTOMER, setComingSoon, setPro, signInAs } from './guardSupport';
import { startE2E, type E2E } from './harness';
import { hydrated, setPasswordProtected, signInThroughPage } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await addCustomer(e2e.server.dataDir);
});
afterAll(async () => {
  await e2e?.close();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('guards', () => {
  it('sends a signed-out visitor of the dashboard and the plans page to sign in, keeping the path', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/dashboard/pages/');
    expect(pathOf(page.url())).toBe('/login/?redirect_uri=%2Fdashboard%2Fpages%2F');
    await page.goto('/plans/');
    expect(pathOf(page.url())).toBe('/login/?redirect_uri=%2Fplans%2F');
    await hydrated(page);
    await page.getByLabel('Email').waitFor();
    await context.close();
  });

  it('sends a user without the store’s dashboard permissions to /403/, where they ask for access', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await signInAs(page, CUSTOMER, '/dashboard/', '/403/');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Permission denied' }).waitFor();
    // The plans page is for the store's team too.
    await page.goto('/plans/');
    expect(new URL(page.url()).pathname).toBe('/403/');
    await hydrated(page);

    await page.getByRole('button', { name: 'Request access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request dashboard permission' });
    await dialog.waitFor();
    const reason = dialog.getByLabel('Reason');
    expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Request permission' }).click();
    await dialog.getByText('This field is required').waitFor();
    await reason.fill('I help run the demo store');
    await dialog.getByRole('button', { name: 'Request permission' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Permission request successfully submitted' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('prevents editing for staff outside the store’s team and opens the request-permission overlay', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await signInThroughPage(page, 'staff', '/dashboard/pages/');
    await page.getByRole('heading', { name: 'Pages' }).waitFor();
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request permission' });
    await dialog.waitFor();
    // The action was prevented: no new-page chooser behind the request.
    expect(await page.getByRole('dialog', { name: 'New page' }).count()).toBe(0);
    await dialog.getByText("You don't have permission to edit this store's pages.").waitFor();
    await dialog.getByRole('button', { name: 'Request permission' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Permission request successfully submitted' })
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens /login/ only when the store cannot be visited directly, and /countdown/ only while coming soon', async () => {
    const { page, context } = await e2e.newPage();
    // An open store: nothing to sign in to or count down to, unless another guard asked.
    await page.goto('/login/');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/countdown/');
    expect(new URL(page.url()).pathname).toBe('/');

    setPasswordProtected(e2e.server.dataDir, true);
    try {
      await page.goto('/about/');
      expect(new URL(page.url()).pathname).toBe('/login/');
      await page.goto('/login/');
      expect(new URL(page.url()).pathname).toBe('/login/');
      await hydrated(page);
      await page.getByLabel('Email').waitFor();
      await page.goto('/countdown/');
      expect(new URL(page.url()).pathname).toBe('/login/');

      setComingSoon(e2e.server.dataDir, true);
      await page.goto('/about/');
      expect(new URL(page.url()).pathname).toBe('/countdown/');
      await hydrated(page);
      await page.getByRole('heading', { name: /is coming soon/ }).waitFor();
      await page.goto('/login/');
      expect(new URL(page.url()).pathname).toBe('/login/');

      // The store's team visits it as usual: /countdown/ is not for them.
      const seller = await e2e.newPage();
      await signInThroughPage(seller.page, 'seller', '/about/');
      await seller.page.goto('/countdown/');
      expect(new URL(seller.page.url()).pathname).toBe('/');
      await seller.context.close();
    } finally {
      setComingSoon(e2e.server.dataDir, false);
      setPasswordProtected(e2e.server.dataDir, false);
    }
    await context.close();
  });

  it('shows the store’s team what Pro gives and how to get it', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/plans/');
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    // The demo store is seeded with Pro.
    await page.getByText('Your store already has Pro.').waitFor();
    setPro(e2e.server.dataDir, false);
    try {
      await page.reload();
      await hydrated(page);
      await page
        .getByText('Online payment for Pro is not available yet', { exact: false })
        .waitFor();
      expect(await page.locator('.sf-plans strong').textContent()).toBe('Free');
      await page.getByRole('button', { name: 'Request Pro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request permission' });
      await dialog.getByRole('button', { name: 'Request permission' }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: 'Permission request successfully submitted' })
        .waitFor();
    } finally {
      setPro(e2e.server.dataDir, true);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
