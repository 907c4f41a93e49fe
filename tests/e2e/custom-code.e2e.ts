/**
 * The seller's custom code (issue 18) in Chromium: saved from Settings, Custom code, it
 * runs at the end of every storefront page for a shopper who allowed cookies (its inline
 * script passes the page's CSP with the page's nonce), and not for one who kept essential
 * cookies only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated, signInThroughPage } from './runtimeSupport';

const SNIPPET = "<script>document.documentElement.dataset.customCodeRan = 'yes';</script>";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('custom code', () => {
  it('is saved by the seller and runs only for shoppers who allowed cookies', async () => {
    const seller = await e2e.newPage();
    await signInThroughPage(seller.page, 'seller', '/dashboard/settings/code/');
    const field = seller.page.getByLabel('Custom code');
    await field.waitFor();
    await expectAccessible(seller.page);
    await field.fill(SNIPPET);
    await seller.page.getByRole('button', { name: 'Save' }).click();
    await seller.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await seller.context.close();

    const consenting = await e2e.newPage();
    const violations: string[] = [];
    consenting.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await consenting.page.goto('/');
    await hydrated(consenting.page);
    await expect
      .poll(() => consenting.page.evaluate(() => document.documentElement.dataset.customCodeRan))
      .toBe('yes');
    expect(violations).toStrictEqual([]);
    await consenting.context.close();

    const declining = await e2e.newPage({ consentGiven: false });
    await declining.context.addCookies([
      { name: 'cookie-consent', value: 'denied.denied', url: e2e.server.origin },
    ]);
    await declining.page.goto('/');
    await hydrated(declining.page);
    expect(
      await declining.page.evaluate(() => document.documentElement.dataset.customCodeRan ?? null),
    ).toBeNull();
    expect(await declining.page.locator('[data-custom-code]').count()).toBe(0);
    await declining.context.close();
  });
});
