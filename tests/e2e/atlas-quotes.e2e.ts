import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { mailedLink, queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';
import { signInToAtlas } from './atlasSupport';

/**
 * The quote flow end to end (issue 19): a shopper asks for a quote on the storefront,
 * staff find it in atlas's quote inbox, reply with a price, make it a bespoke order, and
 * the shopper pays it from the mailed pay link with the test card.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const orderOf = (reference: string) =>
  queryServerDb<{ status: string; total: number; hash: string }>(
    e2e.server.dataDir,
    'SELECT status, total, hash FROM orders WHERE hash LIKE ?',
    `${reference.toLowerCase()}%`,
  );

describe('quotes', () => {
  it('turns a storefront quote request into a bespoke order the shopper pays', async () => {
    // The shopper asks for a quote.
    const shopper = await e2e.newPage();
    await shopper.page.goto('/get-a-quote/');
    await hydrated(shopper.page);
    await shopper.page.getByRole('textbox', { name: 'Your name' }).fill('Mary Somerville');
    await shopper.page.getByRole('textbox', { name: 'Email address' }).fill('mary@example.com');
    await shopper.page.getByRole('textbox', { name: 'Product' }).fill('Embroidered caps');
    await shopper.page.getByRole('spinbutton', { name: 'Quantity' }).fill('40');
    await shopper.page.getByRole('textbox', { name: 'Description' }).fill('Navy, white logo');
    await shopper.page.getByRole('button', { name: 'Request a quote' }).click();
    await shopper.page.getByRole('heading', { name: 'Get a quote: request received' }).waitFor();
    const reference = await shopper.page.locator('strong').first().innerText();

    // Staff find it in the inbox.
    const { page, consoleErrors } = await e2e.newPage();
    await signInToAtlas(page);
    consoleErrors.length = 0;
    await page.getByRole('link', { name: 'Quotes', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
    await page.getByRole('cell', { name: 'Mary Somerville (mary@example.com)' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Search quotes (name, email, product or reference)').fill('caps');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: `Quote ${reference}` }).waitFor();
    await page.getByText('Navy, white logo').waitFor();
    await expectAccessible(page);

    // A reply needs a price; then it is sent with the note.
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Give a price of at least 0.01').waitFor();
    await page.getByLabel('Price for the whole quantity, VAT included (£)').fill('360');
    await page.getByLabel('Note to the customer').fill('Ready ten days after payment');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('status').filter({ hasText: 'Reply sent.' }).waitFor();
    await page.getByText('Replied (bespoke_requested_terms)').waitFor();
    expect(mailedLink(e2e.server.dataDir, 'quote-reply', 'mary@example.com')).toBeTruthy();

    // Declining opens a dialog with focus on the reason; cancelled, the quote stays open.
    await page.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the quote' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Made an order: the shopper is mailed the pay link.
    await page.getByLabel('Price for the whole quantity, VAT included (£)').fill('360');
    await page.getByRole('button', { name: 'Make order' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Order made; the customer has a pay link.' })
      .waitFor();
    await page.getByText('Awaiting payment (bespoke_approved)').waitFor();
    expect(orderOf(reference)).toMatchObject({ status: 'bespoke_approved', total: 36000 });
    const link = mailedLink(e2e.server.dataDir, 'quote-order', 'mary@example.com');
    const hash = orderOf(reference)!.hash;
    expect(link.pathname).toBe(`/pay/${hash}/`);

    // The shopper pays with the test card.
    await shopper.page.goto(link.pathname);
    await hydrated(shopper.page);
    await shopper.page.getByText('Embroidered caps').first().waitFor();
    await shopper.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shopper.page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await shopper.page.getByLabel('Security code').fill('123');
    await shopper.page.getByRole('button', { name: /^Pay / }).click();
    await shopper.page.waitForURL(`**/receipt/${hash}/`);
    expect(orderOf(reference)).toMatchObject({ status: 'bespoke_paid', total: 36000 });

    // Staff see it paid, and every step in the audit log.
    await page.reload();
    await page.getByText('Paid (bespoke_paid)').waitFor();
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('rowheader', { name: 'quote.order' }).waitFor();
    await page.getByRole('rowheader', { name: 'quote.reply' }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(shopper.consoleErrors).toEqual([]);
  });
});
