import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { mailedLink } from './outbox';
import { hydrated, signInThroughPage } from './runtimeSupport';

/**
 * Notifications as people live them (issue 22): a customer who bought from the store keeps
 * a storefront tab open; the seller schedules a notification from the builder (confirming
 * the time); when it comes due the customer's tab shows the unread count in its title and
 * bell, and the customer opens it.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PASSWORD = 'a long enough password';

async function signUpAndBuy(page: Page, email: string) {
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
  await page.goto('/product/fox-tote-bag/');
  await hydrated(page);
  const added = page.waitForResponse((response) =>
    response.url().endsWith('/frontend/product/addItemToCart/'),
  );
  await page.getByRole('button', { name: 'Add to basket' }).click();
  expect((await added).status()).toBe(200);
  await page.goto('/checkout/');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Robin Hood');
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
}

describe('notifications', () => {
  it('a scheduled notification reaches a signed-in customer, counted in the title, and opens', async () => {
    const customer = await e2e.newPage();
    await signUpAndBuy(customer.page, `notify-${Date.now()}@example.com`);
    await customer.page.goto('/');
    await hydrated(customer.page);
    const bell = customer.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    // The order's own notification ("Order confirmed") came first: read it, so the count
    // starts from nothing.
    await bell.click();
    await customer.page.getByRole('button', { name: /^Unread Order confirmed/ }).click();
    await customer.page.waitForURL('**/receipt/**');
    await customer.page.goto('/');
    await hydrated(customer.page);
    await customer.page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    const plainTitle = await customer.page.title();
    expect(plainTitle).not.toMatch(/^\(\d+\) /);

    const seller = await e2e.newPage();
    await signInThroughPage(
      seller.page,
      'seller',
      '/marketing-tools/notifications/builder?title=Flash%20sale&body=Half%20off%20today',
    );
    await hydrated(seller.page).catch(() => undefined);
    await seller.page.getByRole('heading', { name: 'Notifications builder' }).waitFor();
    expect(await seller.page.getByLabel(/^Title/).inputValue()).toBe('Flash sale');
    // The dashboard bar has its own bell.
    await seller.page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .waitFor();
    await seller.page.getByLabel('Bag').check();
    await seller.page.getByLabel('Later').check();
    // Twenty seconds ahead, as the seller's browser writes local time.
    const local = await seller.page.evaluate(() => {
      const at = new Date(Date.now() + 20_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    });
    await seller.page.getByLabel(/^Send at/).fill(local);
    await expectAccessible(seller.page);
    await seller.page.getByRole('button', { name: 'Schedule notification' }).click();
    const dialog = seller.page.getByRole('alertdialog', { name: 'Schedule notification' });
    await dialog.getByText(/This notification will be sent on \d\d\/\d\d\/\d\d/).waitFor();
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await seller.page
      .getByRole('row', { name: /Flash sale/ })
      .getByText(/^Scheduled for/)
      .waitFor();

    // Delivered live to the open tab when due.
    await customer.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({
      timeout: 60_000,
    });
    await customer.page.waitForFunction(() => document.title.startsWith('(1) '));
    expect(await customer.page.title()).toBe(`(1) ${plainTitle}`);

    await customer.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = customer.page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Half off today').waitFor();
    await expectAccessible(customer.page);
    await panel.getByRole('button', { name: /^Unread Flash sale/ }).click();
    await customer.page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    await customer.page.waitForFunction(() => !/^\(\d+\) /.test(document.title));

    // The seller sees it delivered and opened.
    await seller.page.reload();
    const row = seller.page.getByRole('row', { name: /Flash sale/ });
    await row.getByText(/^Sent/).waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('1');
    expect(await row.locator('td').nth(3).textContent()).toBe('1');
    expect(customer.consoleErrors).toStrictEqual([]);
  });
});
