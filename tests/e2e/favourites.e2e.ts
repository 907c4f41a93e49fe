import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { mailedLink } from './outbox';
import { hydrated } from './runtimeSupport';

/**
 * Favourites as a shopper uses them (issue 17): add from the product page, the header
 * heart appears, move to the basket, email the list, and recover it from the emailed
 * link in a fresh browser. The favourites screen is axe-clean.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const heart = (page: Page) => page.locator('.sf-header-actions a[href="/favourites/"]');
const basketLabel = (page: Page) =>
  page.locator('.sf-header-actions .sf-basket').getAttribute('aria-label');

/** The link of the newest favourites mail in the server's outbox (no SMTP in tests). */
const emailedLink = (): string => mailedLink(e2e.server.dataDir, 'favourites-for-later').toString();

async function addFavourite(page: Page, product: string): Promise<void> {
  await page.goto(`/product/${product}/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await page.getByRole('button', { name: 'In your favourites' }).waitFor();
}

describe('favourites', () => {
  it('adds, shows the heart, moves to the basket, emails the list and recovers it elsewhere', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/product/fox-t-shirt/');
    await hydrated(page);
    await expect(heart(page).count()).resolves.toBe(0);
    await addFavourite(page, 'fox-t-shirt');
    await expect(heart(page).getAttribute('aria-label')).resolves.toBe('Favourites (1)');
    await addFavourite(page, 'fox-tote-bag');
    await expect(heart(page).getAttribute('aria-label')).resolves.toBe('Favourites (2)');

    await heart(page).click();
    await page.waitForURL('**/favourites/');
    await page.getByRole('heading', { name: 'Your favourites', exact: true }).waitFor();
    await expectAccessible(page);

    // Email the list while both are kept; the link carries them.
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByRole('button', { name: 'Email me this list' }).click();
    await page.getByText("We've emailed you a link to your favourites").waitFor();
    const link = new URL(emailedLink());
    expect(link.pathname).toBe('/favourites/');
    expect(link.searchParams.get('br')).not.toBeNull();

    await page.getByRole('button', { name: 'Move to basket: Fox Tote Bag' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') ===
        'Basket, 1 item',
    );
    // The basket answers first; the moved favourite leaves the list with the next call.
    await page.waitForFunction(
      () =>
        document
          .querySelector('.sf-header-actions a[href="/favourites/"]')
          ?.getAttribute('aria-label') === 'Favourites (1)',
    );
    await page.getByRole('button', { name: /^Remove .* from favourites$/ }).click();
    await page.getByText('You have no favourites yet.').waitFor();
    await expect(heart(page).count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);

    // A fresh browser (no cookies) opens the emailed link and gets both back.
    const fresh = await e2e.newPage();
    await fresh.page.goto(`${link.pathname}${link.search}`);
    await hydrated(fresh.page);
    await fresh.page.getByRole('heading', { name: 'Your favourites', exact: true }).waitFor();
    await fresh.page.locator('.sf-basket-line-name').nth(1).waitFor();
    await expect(fresh.page.locator('.sf-basket-line-name').allInnerTexts()).resolves.toEqual([
      'Fox T-Shirt',
      'Fox Tote Bag',
    ]);
    await fresh.page.waitForURL((url) => !url.search.includes('br='));
    await expect(heart(fresh.page).getAttribute('aria-label')).resolves.toBe('Favourites (2)');
    await expect(basketLabel(fresh.page)).resolves.toBe('Basket, 0 items');
    // The recovered list belongs to the new browser's session: a reload keeps it.
    await fresh.page.reload();
    await hydrated(fresh.page);
    await expect(heart(fresh.page).getAttribute('aria-label')).resolves.toBe('Favourites (2)');
    await fresh.context.close();
    await context.close();
  });

  it('clears the basket with Clear basket', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/product/fox-tote-bag/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('status').getByText('Fox Tote Bag was added to your basket').waitFor();
    await page.goto('/basket/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Clear basket' }).click();
    await page.getByText('Your basket is empty.').waitFor();
    await page.reload();
    await page.getByText('Your basket is empty.').waitFor();
    await context.close();
  });
});
