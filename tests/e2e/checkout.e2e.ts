import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { mailedLink, queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';
import { addToBasket, fillCheckout, payWith } from './shopping';

/**
 * Buying as a shopper does (issue 17): basket, checkout, the test processor's cards
 * (declined, authentication, success), the receipt and the confirmation mail; the
 * checkout and pay screens are axe-clean and usable from the keyboard's labels.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const orderStatus = (hash: string) =>
  queryServerDb<{ status: string; total: number }>(
    e2e.server.dataDir,
    'SELECT status, total FROM orders WHERE hash = ?',
    hash,
  );

describe('checkout', () => {
  it('buys two items: a declined card keeps the basket, the good card pays, receipt and mail follow', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await addToBasket(page, 'fox-t-shirt', 'M');
    await addToBasket(page, 'fox-tote-bag');
    await page.goto('/basket/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout/');
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();

    // Nothing typed: every required field says so, and focus goes to the first.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('This field is required').first().waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'email',
    );
    await fillCheckout(page, 'guest@example.com');
    await page.getByLabel('Postcode').fill('12345');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Please enter a valid UK postcode').waitFor();
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await expectAccessible(page);
    // A double click places one order (the checkout key), then the pay page opens.
    await page.getByRole('button', { name: 'Continue to payment' }).dblclick();
    await page.waitForURL('**/pay/**');
    const hash = new URL(page.url()).pathname.split('/')[2]!;
    expect(
      queryServerDb<{ n: number }>(
        e2e.server.dataDir,
        "SELECT COUNT(*) AS n FROM orders WHERE billing_email = 'guest@example.com'",
      )?.n,
    ).toBe(1);

    await page.getByText('Test payments').first().waitFor();
    await expectAccessible(page);
    await payWith(page, '4000 0000 0000 0002');
    await page.locator('.ui-form__message', { hasText: 'Your card was declined.' }).waitFor();
    expect(orderStatus(hash)?.status).toBe('to_be_paid');
    await expect(
      page.locator('.sf-header-actions .sf-basket').getAttribute('aria-label'),
    ).resolves.toContain('2');

    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(`**/receipt/${hash}/`);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.getByText('Fox Tote Bag').waitFor();
    await page.getByText(/Includes VAT of £/).waitFor();
    expect(orderStatus(hash)?.status).toBe('paid');
    const receipt = mailedLink(e2e.server.dataDir, 'order-confirmation', 'guest@example.com');
    expect(receipt.pathname).toBe(`/receipt/${hash}`);

    // The basket was emptied by the payment; a reload shows the receipt again.
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await expect(
      page.locator('.sf-header-actions .sf-basket').getAttribute('aria-label'),
    ).resolves.not.toContain('2');
    expect(consoleErrors.filter((text) => !text.includes('402'))).toEqual([]);
  });

  it('asks for authentication with the 3-D Secure test card and pays once it passes', async () => {
    const { page } = await e2e.newPage();
    await addToBasket(page, 'fox-t-shirt', 'L');
    await page.goto('/checkout/');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await fillCheckout(page, 'secure@example.com');
    await page.getByRole('radio', { name: /Express delivery/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/pay/**');
    await payWith(page, '4000 0025 0000 3155');
    const challenge = page.getByRole('heading', { name: 'Authenticate your payment' });
    await challenge.waitFor();
    await expect(challenge.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL('**/receipt/**');
    await page.getByText('Express delivery').waitFor();
  });
});
