/**
 * The help centre and the store-under-review page in Chromium (issue 18): a shopper finds
 * the help centre from the footer, searches it, reads a question, browses a group and
 * opens the chat from a reason page; the old `/help/{question}/` address still works; a
 * store that takes payments itself has no help centre; a store staff have taken offline
 * sends shoppers to /store-under-review/ while its seller, signed in, still sees it.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/connect';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated, signInThroughPage } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Writes one of the demo store's columns or settings as staff and the settings screen would. */
function updateDemoStore(change: (db: Database.Database) => void): void {
  const db = new Database(join(e2e.server.dataDir, SQLITE_FILE));
  db.pragma('busy_timeout = 5000');
  try {
    change(db);
  } finally {
    db.close();
  }
}

function setPaymentProcessor(type: 'teemill' | 'direct'): void {
  updateDemoStore((db) => {
    const row = db.prepare('SELECT settings FROM divisions WHERE subdomain = ?').get('demo') as {
      settings: string;
    };
    const settings = JSON.parse(row.settings) as Record<string, unknown>;
    settings.paymentProcessor = { ...(settings.paymentProcessor as object), type };
    db.prepare('UPDATE divisions SET settings = ? WHERE subdomain = ?').run(
      JSON.stringify(settings),
      'demo',
    );
  });
}

const setActive = (active: boolean) =>
  updateDemoStore((db) =>
    db.prepare('UPDATE divisions SET active = ? WHERE subdomain = ?').run(active ? 1 : 0, 'demo'),
  );

describe('help centre', () => {
  it('is found from the footer, searched, read by group and question, and opens the chat from a reason', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
    await page.waitForURL((url) => url.pathname === '/help/');
    await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    await page.getByRole('heading', { name: 'Delivery' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Search the help centre').fill('deliver take');
    await page.getByRole('status').filter({ hasText: '1 answer found' }).waitFor();
    await page.getByRole('link', { name: 'How long does delivery take?' }).click();
    await page.waitForURL((url) => url.pathname === '/help/question/delivery-times/');
    await page.getByRole('heading', { level: 1, name: 'How long does delivery take?' }).waitFor();

    await page.goto('/help/');
    await hydrated(page);
    await page.getByLabel('Search the help centre').fill('parrots');
    await page.getByText('No answers match “parrots”.', { exact: false }).waitFor();
    await page.getByLabel('Search the help centre').fill('');
    await page.getByRole('link', { name: 'Returns and refunds' }).click();
    await page.waitForURL((url) => url.pathname === '/help/group/returns/');
    await page.getByRole('heading', { level: 1, name: 'Returns and refunds' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['Home', 'Help', 'Returns and refunds']);
    expect(await page.locator('.sf-help-group').getByRole('link').allTextContents()).toContain(
      'How do I return an item?',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Something else' }).click();
    await page.waitForURL((url) => url.pathname === '/help/reason/something-else/');
    await page.getByRole('link', { name: 'Chat with us' }).click();
    await page.getByRole('dialog', { name: 'Live chat' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes the spec’s /help/{question}/ address to the question and an unknown group to not found', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/help/refund-times/');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/help/question/refund-times/');
    await page.getByRole('heading', { level: 1, name: 'When will I get my refund?' }).waitFor();
    const unknown = await page.goto('/help/group/parrots/');
    expect(unknown?.status()).toBe(404);
    await context.close();
  });

  it('is hidden, with its footer link, when the store takes payments itself', async () => {
    setPaymentProcessor('direct');
    try {
      const { page, context } = await e2e.newPage();
      expect((await page.goto('/help/'))?.status()).toBe(404);
      expect((await page.goto('/help/question/delivery-times/'))?.status()).toBe(404);
      await hydrated(page);
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).count()).toBe(
        0,
      );
      await context.close();
    } finally {
      setPaymentProcessor('teemill');
    }
  });
});

describe('store under review', () => {
  it('sends shoppers of a store taken offline to /store-under-review/; its seller signs in and sees the store', async () => {
    setActive(false);
    try {
      const { page, context, consoleErrors } = await e2e.newPage();
      await page.goto('/product/fox-tee/');
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe('/store-under-review/');
      await page.getByRole('heading', { level: 1, name: /is under review$/ }).waitFor();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);

      const seller = await e2e.newPage();
      await signInThroughPage(seller.page, 'seller', '/');
      await hydrated(seller.page);
      expect(new URL(seller.page.url()).pathname).toBe('/');
      await seller.page.goto('/store-under-review/');
      expect(new URL(seller.page.url()).pathname).toBe('/');
      await seller.context.close();
      await context.close();
    } finally {
      setActive(true);
    }
    const { page, context } = await e2e.newPage();
    await page.goto('/store-under-review/');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
