/**
 * The seller's product table end to end (issue 18) in Chromium: the demo seller opens
 * Products from the dashboard navigation, searches and filters on the server, disables
 * and enables a product in bulk, and the screen is axe-clean.
 * Not yet covered (not built): making a product from a base product in the editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
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
    await expectAccessible(page);

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
    await expectAccessible(page);
  });

  it('makes a product from a base product with two colours and three sizes, in a new collection, pending approval', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/products/');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await page.getByLabel('Base product').selectOption('BASE-TSHIRT');
    await page.getByLabel('Name', { exact: true }).fill('Otter T-Shirt');
    expect(await page.getByLabel('Url name').inputValue()).toBe('otter-t-shirt');
    const colours = page.getByRole('group', { name: 'Colours' });
    await colours.getByLabel('Black').check();
    await colours.getByLabel('White').check();
    const sizes = page.getByRole('group', { name: 'Sizes' });
    for (const size of ['S', 'M', 'L']) await sizes.getByLabel(size, { exact: true }).check();
    await page.getByLabel('Price (£)').fill('9.50');
    await page.getByLabel('Add to a new collection (optional)').fill('River Animals');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page
      .getByRole('alert')
      .getByText('The price must be above the base cost of £9.50')
      .waitFor();
    await page.getByLabel('Price (£)').fill('25');
    await page.getByText('Your margin: £15.50 (62%)').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByLabel('Show').selectOption('pending');
    const row = page.getByRole('row', { name: /Otter T-Shirt/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Pending approval');
    await expectAccessible(page);
    // The new collection holds it: the table filtered by that collection finds it.
    const collections = await page.evaluate(async () => {
      const answer = await fetch('/omnis/v3/divisions/demo/collections/', {
        credentials: 'include',
      });
      return (await answer.json()) as {
        collections: Array<{ name: string; productIds: number[] }>;
      };
    });
    const river = collections.collections.find((item) => item.name === 'River Animals');
    expect(river?.productIds).toHaveLength(1);
  });
});
