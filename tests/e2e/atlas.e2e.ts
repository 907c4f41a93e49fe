import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { DEMO_PASSWORDS } from '../../server/seed/seed';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated, signInThroughPage } from './runtimeSupport';
import { addViewer, signInToAtlas, VIEWER } from './atlasSupport';

/**
 * Atlas as staff use it (issue 19): the demo atlas admin signs in with two-factor, mutes a
 * colleague, moves a paid order to processing, prints a label, refunds, and finds each
 * action in the audit log; a colleague without the permission is told "Permission denied".
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A paid order of the demo store, placed through the shop's API; answers its billing email. */
async function paidOrder(page: Page, email: string): Promise<void> {
  await page.goto('/product/fox-t-shirt/');
  await hydrated(page);
  await page.getByText('M', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.waitForFunction(
    () =>
      document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') ===
      'Basket, 1 item',
  );
  await page.evaluate(async (email) => {
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
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
      idempotencyKey: `e2e-atlas-${Date.now()}`,
      email,
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
  }, email);
}

describe('atlas', () => {
  it('staff sign in with two-factor, mute, move, print, refund and audit; others are refused', async () => {
    addViewer(e2e.server.dataDir);
    const shopper = await e2e.newPage();
    await paidOrder(shopper.page, 'atlas-e2e@example.com');

    const { page, consoleErrors } = await e2e.newPage();
    await signInToAtlas(page, 'atlas@demo.localhost');
    // Sign-in's first step answers 422 asking for the code; atlas itself must log nothing.
    consoleErrors.length = 0;
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await expectAccessible(page);

    // Mute a colleague.
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await page.getByRole('button', { name: `Mute ${VIEWER}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${VIEWER} muted` })
      .waitFor();
    await page.getByRole('button', { name: `Unmute ${VIEWER}` }).waitFor();
    await expectAccessible(page);

    // Find the order, move it paid -> processing.
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Order id, email or hash').fill('atlas-e2e@example.com');
    await page.getByRole('button', { name: 'Find orders' }).click();
    const orderLink = page.getByRole('link', { name: /^Order \d+$/ });
    // The demo orders are listed until the search answers with the one order of that address.
    await expect.poll(() => orderLink.count()).toBe(1);
    await orderLink.click();
    await page.getByText('Status: paid', { exact: false }).waitFor();
    await page.getByLabel('Move to').selectOption('processing');
    await page.getByRole('button', { name: 'Move order' }).click();
    await page.getByRole('status').filter({ hasText: 'Order moved to processing' }).waitFor();
    await page
      .getByText('processing at', { exact: false })
      .filter({ hasText: 'atlas@demo.localhost' })
      .waitFor();
    await expectAccessible(page);

    // Labels: create, then print one as a PDF.
    await page.getByRole('button', { name: 'Create labels' }).click();
    await page.getByRole('status').filter({ hasText: 'Labels created' }).waitFor();
    const printButton = page.getByRole('button', { name: /^Print label \d+$/ }).first();
    const [pdf] = await Promise.all([
      page.waitForResponse((response) => /\/atlas\/labels\/\d+\/print\/$/.test(response.url())),
      printButton.click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The PDF's bytes are checked in tests/server/backOffice.test.ts; here, that the screen got one.
    expect(pdf.headers()['content-disposition']).toMatch(/^inline; filename="label-\d+\.pdf"$/);
    await page
      .getByRole('status')
      .filter({ hasText: /Label \d+ printed/ })
      .waitFor();
    await page
      .getByRole('button', { name: /^Reprint label \d+$/ })
      .first()
      .waitFor();

    // Refund.
    await page.getByRole('button', { name: /^Refund / }).click();
    await page.getByRole('status').filter({ hasText: 'Order refunded' }).waitFor();
    await page.getByText('Status: refunded', { exact: false }).waitFor();

    // Every action is in the audit log.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    for (const action of [
      'user.mute',
      'order.transition',
      'order.labels.create',
      'label.print',
      'order.refund',
    ])
      await page.getByRole('rowheader', { name: action, exact: true }).waitFor();
    await page.getByLabel('Search the audit log').fill('order.refund');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('rowheader', { name: 'user.mute', exact: true })
      .waitFor({ state: 'detached' });
    await expectAccessible(page);

    // Stores: take the Pro tier off the demo store and give it back; customers are listed.
    await page.getByRole('link', { name: 'Stores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    await page.getByRole('button', { name: 'Remove Pro from Loop & Thread' }).click();
    await page.getByRole('status').filter({ hasText: 'is no longer Pro' }).waitFor();
    await page.getByRole('button', { name: 'Make Pro Loop & Thread' }).click();
    await page.getByRole('status').filter({ hasText: 'is now Pro' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('rowheader', { name: 'seller@demo.localhost' }).waitFor();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);

    // A colleague who may not mute: the button says it is unavailable, and the server says no.
    const viewer = await e2e.newPage();
    await signInToAtlas(viewer.page, VIEWER);
    await viewer.page.getByRole('link', { name: 'Staff' }).click();
    const mute = viewer.page.getByRole('button', { name: 'Mute atlas@demo.localhost' });
    await mute.waitFor();
    expect(await mute.getAttribute('aria-disabled')).toBe('true');
    const refused = await viewer.page.evaluate(async () => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const list = await (await fetch('/omnis/v3/atlas/users/?q=atlas@demo')).json();
      const response = await fetch(`/omnis/v3/atlas/users/${list.users[0].id}/mute/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': xsrf },
        body: '{}',
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Permission denied' } });
    await expectAccessible(viewer.page);

    // The seller has no way in.
    const seller = await e2e.newPage();
    await seller.page.goto('/login/?redirect_uri=%2Fatlas%2F');
    await hydrated(seller.page);
    await seller.page.getByLabel('Email').fill('seller@demo.localhost');
    await seller.page.getByLabel('Password').fill(DEMO_PASSWORDS.seller);
    await Promise.all([
      seller.page.waitForURL((url) => url.pathname === '/atlas/'),
      seller.page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    await seller.page.getByRole('alert').filter({ hasText: 'Permission denied' }).waitFor();
  });

  it('approves one product and denies another from the keyboard; the seller sees the reason', async () => {
    // Two products a seller made, through the dashboard's own API.
    const seller = await e2e.newPage();
    await signInThroughPage(seller.page, 'seller', '/dashboard/pages/');
    await seller.page.evaluate(async () => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      for (const [name, urlName] of [
        ['Heron Tee', 'heron-tee'],
        ['Blurry Tee', 'blurry-tee'],
      ])
        await fetch('/omnis/v3/divisions/demo/products/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': xsrf },
          body: JSON.stringify({
            baseSku: 'BASE-TSHIRT',
            name,
            urlName,
            options: [{ colourName: 'Black', sizes: ['M'] }],
            price: 25,
          }),
        });
    });

    const { page } = await e2e.newPage();
    await signInToAtlas(page, 'atlas@demo.localhost');
    await page.getByRole('link', { name: 'Product approval' }).click();
    const product = (name: string) => page.getByRole('article', { name: `Product ${name}` });
    await product('Heron Tee').waitFor();
    await expectAccessible(page);
    await product('Heron Tee').focus();
    await page.keyboard.press('a');
    await page.getByRole('status').filter({ hasText: 'Heron Tee approved' }).waitFor();
    await product('Blurry Tee').focus();
    await page.keyboard.press('d');
    await page.getByLabel('Reason the seller will see').fill('The print is blurry at this size');
    await page.getByRole('button', { name: 'Deny with this reason' }).click();
    await page.getByRole('status').filter({ hasText: 'Blurry Tee denied' }).waitFor();
    await page.getByText('Nothing is waiting for approval.').waitFor();

    const row = (urlName: string) =>
      queryServerDb<{ approval_status: string; denial_reason: string | null }>(
        e2e.server.dataDir,
        'SELECT approval_status, denial_reason FROM products WHERE url_name = ?',
        urlName,
      );
    expect(row('heron-tee')).toEqual({ approval_status: 'approved', denial_reason: null });
    expect(row('blurry-tee')).toEqual({
      approval_status: 'denied',
      denial_reason: 'The print is blurry at this size',
    });
    // The seller's products table says why.
    await seller.page.goto('/dashboard/products/');
    await seller.page.getByText('The print is blurry at this size').waitFor();
  });
});
