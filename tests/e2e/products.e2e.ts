/**
 * The seller's product table end to end (issue 18) in Chromium: the demo seller opens
 * Products from the dashboard navigation, searches and filters on the server, disables
 * and enables a product in bulk, and the screen is axe-clean.
 * Not yet covered (not built): making a product from a base product in the editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, wcagViolations } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { signInThroughPage } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('seller products', () => {
  it('lists, searches, filters and bulk-disables the store’s products', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/pages/');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    const caption = page.locator('table caption');
    await caption.getByText('30 products').waitFor();
    expect(describeViolations(await wcagViolations(page))).toStrictEqual([]);

    await page.getByLabel('Search products').fill('fox');
    await page.getByRole('button', { name: 'Search' }).click();
    await caption.getByText('6 products').waitFor();

    await page.getByRole('checkbox', { name: 'Select Fox T-Shirt' }).check();
    await page.getByRole('button', { name: 'Disable selected' }).click();
    await page.getByRole('status').getByText('1 product disabled').waitFor();
    await page.getByLabel('Show').selectOption('disabled');
    await caption.getByText('1 product').waitFor();
    expect(await page.getByRole('row', { name: /Fox T-Shirt/ }).innerText()).toContain('No');

    await page.getByRole('checkbox', { name: 'Select Fox T-Shirt' }).check();
    await page.getByRole('button', { name: 'Enable selected' }).click();
    await page.getByText('No products match.').waitFor();

    await page.getByLabel('Show').selectOption('pending');
    await page.getByText('No products match.').waitFor();
    expect(describeViolations(await wcagViolations(page))).toStrictEqual([]);
  });
});
