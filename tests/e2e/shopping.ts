import type { Page } from 'playwright-core';
import { hydrated } from './runtimeSupport';

/** Adds a product to the basket from its page and waits for the header count to change. */
export async function addToBasket(page: Page, product: string, size?: string): Promise<void> {
  await page.goto(`/product/${product}/`);
  await hydrated(page);
  if (size) await page.getByText(size, { exact: true }).click();
  const before = await page.locator('.sf-header-actions .sf-basket').getAttribute('aria-label');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.waitForFunction(
    (previous) =>
      document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') !==
      previous,
    before,
  );
}

/** Fills the checkout's contact and address fields with a valid UK address. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('1 Analytical Row');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
}

/** Pays on the pay screen with one of the test processor's cards. */
export async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
