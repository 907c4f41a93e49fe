import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import {
  b64url,
  browserKeys,
  decrypt,
  startPushService,
  verifyVapid,
} from '../server/support/pushService';
import { startE2E, type E2E } from './harness';
import { mailedLink } from './outbox';
import { hydrated, signInThroughPage } from './runtimeSupport';

/**
 * Notifications as people live them (issue 22): a customer who bought from the store keeps
 * a storefront tab open; the seller schedules a notification from the builder (confirming
 * the time, with a button and a question); when it comes due the customer's tab shows the
 * unread count in its title and bell, the customer's device gets it by push, and the
 * customer opens it.
 *
 * Simulated: headless Chromium cannot subscribe to a push service of our choosing (its
 * PushManager talks to the browser vendor's service), so the customer's subscription is
 * what a browser would send, posted through the real API from the customer's signed-in
 * page, with its endpoint at a push service run by this test. That service checks the
 * VAPID signature and decrypts the payload with the subscription's private key, as the
 * browser would; everything from the builder to the push request is the real product.
 */
let e2e: E2E;
const push = startPushService();
let pushUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => push.server.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(push.server.address() as AddressInfo).port}`;
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
  await new Promise((resolve) => push.server.close(resolve));
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
    await customer.page.goto('/about/');
    await hydrated(customer.page);
    await customer.page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    const plainTitle = await customer.page.title();
    // {page title} | {company}, with no count yet.
    expect(plainTitle).toMatch(/^[^(].* \| .+$/);

    // The customer's device subscribes (see the note at the top: the subscription a browser
    // would make, posted from the signed-in page through the real API).
    const keys = browserKeys();
    const subscription = {
      endpoint: `${pushUrl}/device/1`,
      keys: { p256dh: b64url(keys.publicKey), auth: b64url(keys.auth) },
    };
    const subscribed = await customer.page.evaluate(
      async (body) => {
        const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
        const headers = { 'content-type': 'application/json', 'x-csrf-token': xsrf };
        const key = (await (await fetch('/omnis/v3/notifications/subscriptions/key/')).json()) as {
          publicKey: string;
        };
        const answer = await fetch('/omnis/v3/notifications/subscriptions/', {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        return { status: answer.status, publicKey: key.publicKey };
      },
      { subscription, extras: { userAgent: 'e2e' } },
    );
    expect(subscribed.status).toBe(201);

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
    await seller.page.getByLabel('By push').check();
    // A button and a question, seen in each template's preview.
    await seller.page.getByRole('button', { name: 'Add button' }).click();
    await seller.page.getByLabel('Button 1 label').fill('Shop the sale');
    await seller.page.getByLabel('Button 1 link').fill('/about/');
    await seller.page.getByRole('button', { name: 'Add question' }).click();
    await seller.page.getByLabel('Question 1', { exact: true }).fill('Shoe size');
    const preview = seller.page.getByRole('region', { name: 'Preview' });
    expect(await preview.getByText('Shop the sale').count()).toBe(3);
    expect(await preview.getByText('Shoe size').count()).toBe(3);
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

    // And by push: signed with the store's VAPID key, encrypted for this device.
    const deadline = Date.now() + 10_000;
    while (!push.received.some((r) => r.path === '/device/1') && Date.now() < deadline)
      await customer.page.waitForTimeout(100);
    const pushed = push.received.find((r) => r.path === '/device/1')!;
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    verifyVapid(String(pushed.headers.authorization), subscribed.publicKey, pushUrl);
    expect(JSON.parse(decrypt(pushed.body, keys))).toMatchObject({
      title: 'Flash sale',
      body: 'Half off today',
    });

    await customer.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = customer.page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Half off today').waitFor();
    // The seller's button and question come with it.
    await panel
      .getByRole('form', { name: 'Reply to Flash sale' })
      .getByLabel('Shoe size')
      .waitFor();
    await panel.getByRole('button', { name: 'Shop the sale' }).waitFor();
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
