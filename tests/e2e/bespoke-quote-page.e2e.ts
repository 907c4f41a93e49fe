import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { mailedLink, queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';
import { signInToAtlas } from './atlasSupport';

/**
 * The shopper's side of the bespoke flow (issue 19): staff reply to a quote with a price,
 * a note and a mockup; the shopper opens the mailed quote page, accepts the terms, approves
 * the mockup and pays with the test card; the order is bespoke_paid and staff see the
 * acceptance and the approval in atlas.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const MOCKUP = 'https://mockups.example.com/mug.png';
// A 1×1 PNG served for the mockup address: the test machine has no internet.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const serveMockup = (page: Page) =>
  page.route(`${MOCKUP}*`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );

const orderOf = (reference: string) =>
  queryServerDb<{ status: string; total: number; hash: string }>(
    e2e.server.dataDir,
    'SELECT status, total, hash FROM orders WHERE hash LIKE ?',
    `${reference.toLowerCase()}%`,
  );

describe('the bespoke quote page', () => {
  it('takes a shopper from staff reply with a mockup to a paid bespoke order', async () => {
    const shopper = await e2e.newPage();
    await serveMockup(shopper.page);
    await shopper.page.goto('/get-a-quote/');
    await hydrated(shopper.page);
    await shopper.page.getByRole('textbox', { name: 'Your name' }).fill('Dorothy Vaughan');
    await shopper.page.getByRole('textbox', { name: 'Email address' }).fill('dorothy@example.com');
    await shopper.page.getByRole('textbox', { name: 'Product' }).fill('Enamel mugs');
    await shopper.page.getByRole('spinbutton', { name: 'Quantity' }).fill('20');
    await shopper.page.getByRole('textbox', { name: 'Description' }).fill('Our crest, gold rim');
    await shopper.page.getByRole('button', { name: 'Request a quote' }).click();
    await shopper.page.getByRole('heading', { name: 'Get a quote: request received' }).waitFor();
    const reference = await shopper.page.locator('strong').first().innerText();

    // Staff reply with a price, a note and the mockup.
    const { page, consoleErrors } = await e2e.newPage();
    await serveMockup(page);
    await signInToAtlas(page);
    await page.goto('/atlas/quotes/');
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: `Quote ${reference}` }).waitFor();
    await page.getByLabel('Price for the whole quantity, VAT included (£)').fill('240');
    await page.getByLabel('Note to the customer').fill('Fired twice, ready in three weeks');
    await page.getByLabel('Mockup image address (https://)').fill(MOCKUP);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('status').filter({ hasText: 'Reply sent.' }).waitFor();
    await page.getByRole('img', { name: 'Mockup for Enamel mugs' }).waitFor();
    consoleErrors.length = 0;

    // The shopper opens the mailed link: the reply, the terms, then the mockup.
    const link = mailedLink(e2e.server.dataDir, 'quote-reply', 'dorothy@example.com');
    const hash = orderOf(reference)!.hash;
    expect(link.pathname).toBe(`/quote/${hash}/`);
    await shopper.page.goto(link.pathname);
    await hydrated(shopper.page);
    await shopper.page
      .getByRole('heading', { level: 1, name: `Your quote ${reference}` })
      .waitFor();
    await shopper.page.getByText('£240.00, VAT included').waitFor();
    await shopper.page.getByText('Fired twice, ready in three weeks').waitFor();
    await expectAccessible(shopper.page);
    await shopper.page.getByRole('button', { name: 'Accept the terms' }).click();
    await shopper.page.getByText('Thank you: terms accepted.').waitFor();
    await shopper.page.getByRole('img', { name: 'Mockup of your Enamel mugs' }).waitFor();
    await expectAccessible(shopper.page);
    await shopper.page.getByRole('button', { name: 'Approve the mockup' }).click();
    await shopper.page
      .getByText('Thank you: mockup approved. Your order is ready to pay.')
      .waitFor();
    expect(orderOf(reference)).toMatchObject({ status: 'bespoke_approved', total: 24000 });

    // Pays with the test card.
    await shopper.page.getByRole('link', { name: 'Pay now' }).click();
    await shopper.page.waitForURL(`**/pay/${hash}/`);
    await shopper.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shopper.page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await shopper.page.getByLabel('Security code').fill('123');
    await shopper.page.getByRole('button', { name: /^Pay / }).click();
    await shopper.page.waitForURL(`**/receipt/${hash}/`);
    expect(orderOf(reference)).toMatchObject({ status: 'bespoke_paid', total: 24000 });

    // Staff see the acceptance and the approval.
    await page.reload();
    await page.getByText('Paid (bespoke_paid)').waitFor();
    await page.getByText('Terms accepted by the customer').waitFor();
    await page.getByText('Mockup approved by the customer').waitFor();
    expect(await page.getByText('Not yet').count()).toBe(0);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
    expect(shopper.consoleErrors).toEqual([]);
  });
});
