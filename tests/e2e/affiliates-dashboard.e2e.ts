import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { signInThroughPage } from './runtimeSupport';

/**
 * The seller's affiliate programme screen (issue 24): empty at first, then the affiliate
 * who joined (here the seller themself, through the API the affiliateSettings block
 * calls) with their figures; axe-clean in both states.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('the affiliates screen', () => {
  it('lists the store’s affiliates with their commission', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/pages/');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Affiliates' })
      .click();
    await page.getByRole('heading', { name: 'Affiliates', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No affiliates yet' }).waitFor();
    await expectAccessible(page);

    const joined = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '',
      );
      const response = await fetch('/omnis/v3/divisions/demo/affiliates/me/settings/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': xsrf },
        body: JSON.stringify({ payoutEmail: 'payouts@example.com', code: 'E2E_REF', version: 0 }),
      });
      return response.status;
    });
    expect(joined).toBe(200);
    await page.reload();
    const affiliate = page.getByRole('region', { name: 'E2E_REF' });
    await affiliate.waitFor();
    expect(await affiliate.innerText()).toContain('Pays to payouts@example.com');
    expect(await affiliate.locator('dl').innerText()).toMatch(/Payable\s+£0\.00/);
    await affiliate.getByText('No orders through this link yet.').waitFor();
    // Nothing payable: no payout button.
    expect(await affiliate.getByRole('button', { name: /as paid/ }).count()).toBe(0);
    await expectAccessible(page);
    expect(
      queryServerDb<{ n: number }>(e2e.server.dataDir, 'SELECT count(*) AS n FROM affiliates'),
    ).toEqual({ n: 1 });
  });
});
