import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated, signedInApi, signInThroughPage } from './runtimeSupport';

/**
 * The seller's figures blocks on a real page (issue 24): profitPerMonth charts the demo
 * store's paid orders and priceBreakdown explains one of its products, both read from
 * their asyncData paths; a shopper on the same page sees the error state, not the figures.
 */
let e2e: E2E;
let productId: number;
beforeAll(async () => {
  e2e = await startE2E();
  productId = queryServerDb<{ id: number }>(
    e2e.server.dataDir,
    "SELECT products.id FROM products JOIN divisions ON divisions.id = products.division_id WHERE divisions.subdomain = 'demo' AND products.sale_price IS NULL ORDER BY products.id",
  )!.id;
  const seller = await signedInApi(e2e.server.origin, 'seller');
  const page = await seller.pages.create('demo', {
    url: '/my-figures/',
    properties: { title: { value: 'My figures' } },
    blocks: [
      {
        id: 'f1',
        uid: 'f1',
        type: 'profitPerMonth',
        order: 0,
        properties: { asyncData: '/divisions/{division}/figures/profit-per-month/' },
      },
      {
        id: 'f2',
        uid: 'f2',
        type: 'priceBreakdown',
        order: 1,
        properties: { asyncData: `/divisions/{division}/figures/products/${productId}/price/` },
      },
    ],
  });
  await seller.publishing.publish('demo', page.id!);
});
afterAll(async () => {
  await e2e?.close();
});

describe('seller figures blocks', () => {
  it("show the signed-in seller their store's profit per month and a product's price split", async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/my-figures/');
    await hydrated(page);
    const answered = await page.evaluate(async (id) => {
      const read = (path: string) =>
        fetch(`/omnis/v3${path}`, { credentials: 'same-origin' }).then((r) => r.json());
      return {
        profit: (await read('/divisions/demo/figures/profit-per-month/')) as {
          months: { month: string; profit: number }[];
        },
        price: (await read(`/divisions/demo/figures/products/${id}/price/`)) as { price: number },
      };
    }, productId);
    // The demo store's paid orders make at least one month of profit.
    expect(answered.profit.months.length).toBeGreaterThan(0);
    const profit = page.getByRole('region', { name: 'Profit per month' });
    await profit.getByText('Show figures').click();
    const rows = profit.getByRole('row');
    // A header row, then one row per month shown (up to the block's 12).
    await expect(rows.count()).resolves.toBeGreaterThan(1);
    const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const latest = answered.profit.months[answered.profit.months.length - 1]!;
    await expect(rows.last().textContent()).resolves.toContain(pounds.format(latest.profit));
    const breakdown = page.getByRole('region', { name: 'Where your money goes' });
    await expect(breakdown.textContent()).resolves.toContain(pounds.format(answered.price.price));
    await expectAccessible(page);
    expect(consoleErrors).toStrictEqual([]);
  });

  it('show a shopper the error state instead of the seller’s figures', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/my-figures/');
    await hydrated(page);
    await page.getByText("We couldn't load your profit.").waitFor();
    await page.getByText("We couldn't load this price breakdown.").waitFor();
  });
});
