import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { addCustomer, CUSTOMER, signInAs } from './guardSupport';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated, signedInApi } from './runtimeSupport';

/**
 * The affiliate programme on a real store (issue 24): a customer joins from the
 * affiliateSettings block and gets their link; a shopper follows it, buys with the test
 * card, and the affiliate's stats block shows the order and the commission earned.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await addCustomer(e2e.server.dataDir);
  const seller = await signedInApi(e2e.server.origin, 'seller');
  const block = (id: string, type: string, order: number, properties: Record<string, unknown>) => ({
    id,
    uid: id,
    type,
    order,
    properties,
  });
  const page = await seller.pages.create('demo', {
    url: '/affiliate/',
    properties: { title: { value: 'Affiliate programme' } },
    blocks: [
      block('a1', 'affiliateSettings', 0, {
        asyncData: '/divisions/{division}/affiliates/me/settings/',
      }),
      block('a2', 'affiliateAttribution', 1, { asyncData: '/divisions/{division}/affiliates/me/' }),
      block('a3', 'affiliateStats', 2, {
        period: 'All time',
        asyncData: '/divisions/{division}/affiliates/me/stats/',
      }),
    ],
  });
  await seller.publishing.publish('demo', page.id!);
});
afterAll(async () => {
  await e2e?.close();
});

async function buyThroughLink(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await hydrated(page);
  await page.goto('/product/fox-t-shirt/');
  await hydrated(page);
  await page.getByText('M', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.waitForFunction(() =>
    document
      .querySelector('.sf-header-actions .sf-basket')
      ?.getAttribute('aria-label')
      ?.includes('1'),
  );
  await page.goto('/checkout/');
  await hydrated(page);
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Street address').fill('1 Compiler Lane');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/pay/**');
  const hash = new URL(page.url()).pathname.split('/')[2]!;
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(`**/receipt/${hash}/`);
  return hash;
}

describe('affiliate blocks', () => {
  it('let a customer join, and show them the order a shopper placed through their link', async () => {
    const { page: affiliate, consoleErrors } = await e2e.newPage();
    await signInAs(affiliate, CUSTOMER, '/affiliate/', '/affiliate/');
    await hydrated(affiliate);
    const settings = affiliate.getByRole('region', { name: 'Affiliate settings' });
    await expect(settings.getByLabel('Payout email').inputValue()).resolves.toBe(CUSTOMER.email);
    await settings.getByText('You earn 10% of each sale, before VAT and shipping.').waitFor();
    await settings.getByLabel('Affiliate code').fill('GRACE_REF');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('Your settings have been saved').waitFor();

    await affiliate.reload();
    await hydrated(affiliate);
    const linkBox = affiliate.getByRole('region', { name: 'Your affiliate link' });
    await linkBox.getByText('GRACE_REF', { exact: true }).waitFor();
    // The link turns absolute once the browser knows its origin (after hydration).
    await affiliate.waitForFunction(() =>
      document
        .querySelector<HTMLInputElement>('.block-affiliateAttribution__input')
        ?.value.startsWith('http'),
    );
    const link = await linkBox.getByLabel('Affiliate link').inputValue();
    expect(new URL(link).searchParams.get('ref')).toBe('GRACE_REF');
    await expectAccessible(affiliate);

    const { page: shopper } = await e2e.newPage();
    const hash = await buyThroughLink(shopper, new URL(link).pathname + new URL(link).search);
    const order = queryServerDb<{ goods: number; affiliate: string }>(
      e2e.server.dataDir,
      `SELECT orders.subtotal - orders.discount AS goods, affiliates.code AS affiliate
       FROM orders JOIN affiliate_orders ON affiliate_orders.order_id = orders.id
       JOIN affiliates ON affiliates.id = affiliate_orders.affiliate_id WHERE orders.hash = ?`,
      hash,
    )!;
    expect(order.affiliate).toBe('GRACE_REF');

    await affiliate.reload();
    await hydrated(affiliate);
    const stats = affiliate.getByRole('region', { name: 'Your affiliate stats' });
    const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const tile = (label: string) =>
      stats.locator('.block-affiliateStats__tile', {
        has: affiliate.getByText(label, { exact: true }),
      });
    await expect(tile('Clicks').locator('dd').textContent()).resolves.toBe('1');
    await expect(tile('Orders').locator('dd').textContent()).resolves.toBe('1');
    await expect(tile('Sales').locator('dd').textContent()).resolves.toBe(
      pounds.format(order.goods / 100),
    );
    await expect(tile('Your earnings').locator('dd').textContent()).resolves.toBe(
      pounds.format(Math.floor(order.goods / 10) / 100),
    );
    await stats.getByRole('table', { name: 'By month' }).waitFor();
    await expectAccessible(affiliate);
    expect(consoleErrors).toStrictEqual([]);
  });
});
