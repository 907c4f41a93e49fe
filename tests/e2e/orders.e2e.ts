import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { mailedLink } from './outbox';
import { hydrated } from './runtimeSupport';

/**
 * After the order, as a shopper lives it (issue 17): a guest buys with the succeeding
 * test card, opens the receipt, downloads the invoice PDF and finds its VAT lines; a
 * shopper who signed up (the demo seed has no shopper login) sees the order in their
 * history and buys it again.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PASSWORD = 'a long enough password';

/** The tote bag (one colour, one size) into the basket from its product page. */
async function addToteBag(page: Page) {
  await page.goto('/product/fox-tote-bag/');
  await hydrated(page);
  const added = page.waitForResponse((response) =>
    response.url().endsWith('/frontend/product/addItemToCart/'),
  );
  await page.getByRole('button', { name: 'Add to basket' }).click();
  expect((await added).status()).toBe(200);
}

/** Checks out the basket and pays with 4242; resolves on the receipt with the order hash. */
async function checkOutAndPay(page: Page, email: string): Promise<string> {
  await page.goto('/checkout/');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('1 Analytical Row');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/pay/**');
  await hydrated(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/receipt/**');
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
  return new URL(page.url()).pathname.split('/').filter(Boolean)[1]!;
}

describe('invoices and order history', () => {
  it('lets a guest download the invoice PDF from the receipt, with its VAT lines', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await addToteBag(page);
    const hash = await checkOutAndPay(page, 'guest@example.com');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);

    const invoiceNumber = await page
      .locator('.sf-receipt-facts div', { hasText: 'Invoice number' })
      .locator('dd')
      .textContent();
    const label = `INV-${String(invoiceNumber).padStart(6, '0')}`;
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download invoice (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${label}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(await readFile((await download.path())!)) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(`Invoice number: ${label}`);
    expect(text).toContain('Loop & Thread Ltd');
    expect(text).toContain('VAT breakdown');
    expect(text).toMatch(/VAT at 20%\s+£[\d.]+\s+£[\d.]+\s+£[\d.]+/);

    // The invoice as a page: the same number and the VAT breakdown table.
    await page.getByRole('link', { name: 'View invoice' }).click();
    await page.waitForURL(`**/invoice/${hash}/`);
    await page.getByRole('heading', { name: `Invoice ${label}` }).waitFor();
    await page.getByRole('table', { name: 'VAT breakdown' }).getByText('VAT at 20%').waitFor();
    await expectAccessible(page);
    expect(consoleErrors).toStrictEqual([]);
  });

  it('shows a signed-in shopper their order in the history, and buys it again', async () => {
    const { page } = await e2e.newPage();
    const email = `history-${Date.now()}@example.com`;
    await page.goto('/sign-up/');
    await hydrated(page);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = mailedLink(e2e.server.dataDir, 'account-verification', email);
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/sign-up/eula/');
    await hydrated(page);
    await page.getByLabel('I have read and accept the terms of use').check();
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/sign-up/')),
      page.getByRole('button', { name: 'Accept and continue' }).click(),
    ]);

    await addToteBag(page);
    const hash = await checkOutAndPay(page, email);
    const reference = hash.slice(0, 8).toUpperCase();

    await page.goto('/order-history/');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Your orders' }).waitFor();
    const entry = page.locator('.sf-history-order', { hasText: `Order ${reference}` });
    await entry.getByText('Status: Paid').waitFor();
    await expectAccessible(page);
    await expect(
      page.getByRole('progressbar', { name: `Order ${reference} progress` }).getAttribute('value'),
    ).resolves.toBe('20');
    await expect(
      entry.getByRole('link', { name: `View receipt for order ${reference}` }).getAttribute('href'),
    ).resolves.toBe(`/receipt/${hash}/`);

    await entry.getByRole('button', { name: `Buy again: order ${reference}` }).click();
    await page.waitForURL('**/basket/**');
    await page.getByText('Fox Tote Bag').first().waitFor();
    await expect(
      page.locator('.sf-header-actions .sf-basket').getAttribute('aria-label'),
    ).resolves.toMatch(/1/);
  });
});
