import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hydrated } from './runtimeSupport';

/**
 * The exchange-rate notice (storefront spec): a shopper in EUR with items sees it once,
 * 500 ms after the basket loads, for 10 s; not again on the next visit; never in GBP or
 * with an empty basket. The page's clock is driven, not waited on.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const NOTICE = "Prices are shown in EUR, converted from GBP at today's exchange rate.";

describe('the exchange-rate notice', () => {
  it('shows once on the first basket visit with items in EUR, for 10 s', async () => {
    const { page, context } = await e2e.newPage();
    await context.addCookies([{ name: 'currency', value: 'EUR', url: e2e.server.origin }]);
    await page.clock.install();

    // An empty basket does not use it up.
    await page.goto('/basket/');
    await hydrated(page);
    await page.clock.runFor(1_000);
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await page.goto('/product/fox-tote-bag/');
    await hydrated(page);
    const before = await page.locator('.sf-header-actions .sf-basket').getAttribute('aria-label');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.waitForFunction(
      (previous) =>
        document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') !==
        previous,
      before,
    );
    await page.goto('/basket/');
    await hydrated(page);
    await page.clock.runFor(400);
    expect(await page.getByText(NOTICE).count()).toBe(0);
    await page.clock.runFor(200);
    await page.getByText(NOTICE).waitFor();
    await page.clock.runFor(10_000);
    await page.getByText(NOTICE).waitFor({ state: 'detached' });

    await page.reload();
    await hydrated(page);
    await page.clock.runFor(1_000);
    expect(await page.getByText(NOTICE).count()).toBe(0);
  });
});
