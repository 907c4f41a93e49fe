import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { openDatabase } from '../../server/db/connect';
import { createOrdersRepository } from '../../server/commerce/ordersRepository';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';

/**
 * After the order as a shopper lives it (issue 17): with a paid order, return one item
 * and download its label; change a size before the order is being made; and be refused,
 * with the clear message, once staff have moved it to processing.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const LOCKED = 'This order is already being made, so it can no longer be changed';

/** Two Fox T-Shirts in size M, bought with the succeeding test card; answers the order hash. */
async function paidOrder(page: Page): Promise<string> {
  await page.goto('/product/fox-t-shirt/');
  await hydrated(page);
  await page.getByText('M', { exact: true }).click();
  for (const count of ['1 item', '2 items']) {
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.waitForFunction(
      (label) =>
        document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') ===
        label,
      `Basket, ${count}`,
    );
  }
  // Checkout and payment have their own end-to-end test; here they are the shop's API.
  return page.evaluate(async () => {
    const xsrf = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length) ?? '',
    );
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`/omnis/v3${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': xsrf },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const quote = await post('/checkout/quote/', {});
    const placed = await post('/checkout/place-order/', {
      idempotencyKey: `e2e-after-sales-${Date.now()}`,
      email: 'returns@example.com',
      shippingAddress: {
        name: 'Ada Lovelace',
        street: '1 Analytical Row',
        city: 'London',
        country: 'GB',
        zip: 'SW1A 1AA',
      },
      shippingMethod: 'standard',
      currency: 'GBP',
      expectedTotal: quote.totals.total,
    });
    const paid = await post(`/orders/${placed.order.hash}/pay/`, {
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    if (paid.order?.status !== 'paid') throw new Error(`Not paid: ${JSON.stringify(paid)}`);
    return paid.order.hash as string;
  });
}

describe('after sales', () => {
  it('returns one item, changes a size before processing and is refused after', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    const hash = await paidOrder(page);
    const reference = hash.slice(0, 8).toUpperCase();

    // Returns: find the order by its reference and email, send one tee back.
    await page.goto('/returns/');
    await hydrated(page);
    await page.getByLabel('Order reference').fill(reference);
    await page.getByLabel('Email address').fill('returns@example.com');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.waitForURL(new RegExp(`/returns/${hash}/?$`));
    await page.getByRole('heading', { name: `Return items from order ${reference}` }).waitFor();
    await page.getByLabel('Fox T-Shirt').selectOption('1');
    await page.getByLabel('Reason').selectOption({ label: 'Wrong size' });
    await page.getByRole('button', { name: 'Request return' }).click();
    await page.getByRole('heading', { name: 'Your return is booked' }).waitFor();
    await expectAccessible(page);
    const label = page.getByRole('link', { name: 'Download your return label (PDF)' });
    const pdf = await context.request.get((await label.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Only one of the two is left to return.
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { name: 'Your returns' }).waitFor();
    await expect(page.getByLabel('Fox T-Shirt').locator('option').allInnerTexts()).resolves.toEqual(
      ['0', '1'],
    );

    // Before processing: the size changes.
    await page.goto(`/edit-order/${hash}`);
    await hydrated(page);
    await page.getByRole('heading', { name: `Edit your order: order ${reference}` }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Size').selectOption('L');
    await page.getByRole('button', { name: 'Save Fox T-Shirt' }).click();
    await page
      .getByRole('status')
      .getByText(/Fox T-Shirt is now .*, L$/)
      .waitFor();

    // Staff move the order on: the same page's next change is refused, with the reason.
    const database = openDatabase({ dataDir: e2e.server.dataDir });
    try {
      const orders = createOrdersRepository(database.db);
      const order = (await orders.findByHash(hash))!;
      expect(await orders.transition(order.id, ['paid'], 'processing')).toBe(true);
    } finally {
      await database.close();
    }
    await page.getByLabel('Size').selectOption('S');
    await page.getByRole('button', { name: 'Save Fox T-Shirt' }).click();
    await page.locator('.sf-order-locked').getByRole('alert').getByText(LOCKED).waitFor();
    await expect(page.getByRole('button', { name: 'Save Fox T-Shirt' }).count()).resolves.toBe(0);
    // A fresh visit says the same, and offers returns instead.
    await page.goto(`/update-address/${hash}`);
    await hydrated(page);
    await page.getByRole('alert').getByText(LOCKED).waitFor();
    await page.getByRole('link', { name: 'Return items from this order instead' }).waitFor();
    expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
    await context.close();
  });

  it('takes a quote request and confirms it with its reference', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/get-a-quote/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await page.getByText('This field is required').first().waitFor();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email address' }).fill('quotes@example.com');
    await page.getByRole('textbox', { name: 'Product' }).fill('Tote bags');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('250');
    await page.getByRole('textbox', { name: 'Description' }).fill('Our logo on natural totes');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await page.getByRole('heading', { name: 'Get a quote: request received' }).waitFor();
    const reference = await page.locator('strong').first().innerText();
    const row = queryServerDb<{ status: string; product: string }>(
      e2e.server.dataDir,
      'SELECT orders.status, quote_requests.product FROM quote_requests JOIN orders ON orders.id = quote_requests.order_id WHERE orders.hash LIKE ?',
      `${reference.toLowerCase()}%`,
    );
    expect(row).toEqual({ status: 'quote', product: 'Tote bags' });
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
