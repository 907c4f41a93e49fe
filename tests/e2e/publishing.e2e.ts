import type { Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testDatabaseKinds,
  type TestDatabase,
  type TestDatabaseKind,
} from '../server/support/databases';
import { startE2E, type E2E } from './harness';
import { signedInApi } from './runtimeSupport';
import { logIn } from './sellerActions';

/**
 * Drafts and publishing (issue 14), in Chromium, with two sellers editing one page
 * together: a shopper's HTML and API answer never show the draft; publishing (the button
 * and Ctrl+Shift+P) shows it; a restored version and a discarded draft reach both
 * editors; a scheduled publish can be set and cancelled.
 */
let e2e: E2E;
let pageId: number;
const URL = '/publish-flow/';

/** The product on a fresh database of `kind`: SQLite in the server's data dir, or a PostgreSQL database of its own. */
async function start({ dialect, open }: TestDatabaseKind): Promise<TestDatabase | null> {
  const database = dialect === 'postgres' ? await open() : null;
  e2e = await startE2E(
    database?.env.DATABASE_URL ? { DATABASE_URL: database.env.DATABASE_URL } : {},
  );
  const seller = await signedInApi(e2e.server.origin, 'seller');
  const created = await seller.pages.create('demo', {
    url: URL,
    properties: { title: { value: 'Publish flow' } },
    blocks: [
      {
        id: 'pf-text',
        uid: 'pf-text',
        type: 'textBlock',
        order: 0,
        properties: { template: 'v2', html: '<p>Original words</p>' },
      },
    ],
  });
  pageId = created.id!;
  await seller.publishing.publish('demo', pageId);
  return database;
}

async function openEditor(page: BrowserPage) {
  await logIn(page);
  await page.goto(`/dashboard/pages/${pageId}/edit/`);
  await page.locator('[data-block-frame="pf-text"]').waitFor();
  await page.locator('.ed-status', { hasText: /All changes saved/ }).waitFor({ timeout: 20_000 });
}

const canvasText = (page: BrowserPage) => page.locator('[data-block-frame="pf-text"]').innerText();
const publishState = (page: BrowserPage) =>
  page.locator('.ed-publish__status').getAttribute('data-state');

/** What a shopper gets: the server-rendered HTML (no JavaScript) and the page API answer. */
async function shopperSees(): Promise<{ html: string; api: string }> {
  const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
  try {
    await page.goto(URL);
    const html = await page.content();
    const api = await (
      await fetch(`${e2e.server.origin}/omnis/v3/divisions/demo/pages/${pageId}/`)
    ).text();
    return { html, api };
  } finally {
    await context.close();
  }
}

describe.each(testDatabaseKinds())('drafts and publishing on $dialect', (kind) => {
  let database: TestDatabase | null = null;
  beforeAll(async () => {
    database = await start(kind);
  });
  afterAll(async () => {
    await e2e?.close();
    await database?.dispose();
  });

  it('keeps edits from shoppers until published; restores, discards and schedules, for two sellers at once', async () => {
    const a = await e2e.newPage({ viewport: { width: 1600, height: 1000 } });
    const b = await e2e.newPage({ viewport: { width: 1600, height: 1000 } });
    await openEditor(a.page);
    await openEditor(b.page);
    await expect.poll(() => publishState(a.page)).toBe('published');

    // Seller A edits the text; seller B sees it live; it is the draft.
    await a.page.locator('[data-block-frame="pf-text"]').dblclick();
    await a.page.keyboard.press('End');
    await a.page.keyboard.type(' Draft words');
    await a.page.keyboard.press('Escape');
    await expect.poll(() => canvasText(b.page), { timeout: 10_000 }).toContain('Draft words');
    await expect
      .poll(() => a.page.locator('.ed-publish__status').innerText(), { timeout: 10_000 })
      .toContain('Draft: unpublished changes');
    await a.page
      .locator('.ed-status', { hasText: 'All changes saved' })
      .waitFor({ timeout: 15_000 });

    // The shopper does not see the draft, in the HTML or from the API.
    let shopper = await shopperSees();
    expect(shopper.html).toContain('Original words');
    expect(shopper.html).not.toContain('Draft words');
    expect(shopper.api).not.toContain('Draft words');

    // Ctrl+Shift+P publishes; the shopper sees it.
    await a.page.keyboard.press('Control+Shift+P');
    await expect.poll(() => publishState(a.page), { timeout: 10_000 }).toBe('published');
    await expect
      .poll(() => a.page.locator('.ed-publish__status').innerText())
      .toMatch(/Published · \d\d\/\d\d\/\d\d \d\d:\d\d [ap]m by /);
    shopper = await shopperSees();
    expect(shopper.html).toContain('Draft words');
    expect(shopper.api).toContain('Draft words');

    // History: restore version 1 as the draft; both editors show it; shoppers keep version 2.
    const historyButton = a.page.getByRole('button', { name: 'History' });
    await historyButton.click();
    const dialog = a.page.getByRole('dialog', { name: 'Version history' });
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Preview version 1' }).click();
    await expect
      .poll(() => dialog.getByRole('region', { name: 'Preview of version 1' }).innerText())
      .toContain('Original words');
    await a.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await historyButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await historyButton.click();
    await dialog.getByRole('button', { name: 'Restore as draft (version 1)' }).click();
    for (const { page } of [a, b])
      await expect.poll(() => canvasText(page), { timeout: 10_000 }).not.toContain('Draft words');
    await expect.poll(() => publishState(a.page)).toBe('draft');
    shopper = await shopperSees();
    expect(shopper.html).toContain('Draft words');

    // Discard the draft: back to what shoppers see, in both editors.
    await a.page.getByRole('button', { name: 'Discard draft' }).click();
    const confirm = a.page.getByRole('alertdialog', { name: 'Discard draft' });
    await confirm.getByText('Are you sure you want to discard your unpublished changes?').waitFor();
    await confirm.getByRole('button', { name: 'Discard draft' }).click();
    for (const { page } of [a, b])
      await expect.poll(() => canvasText(page), { timeout: 10_000 }).toContain('Draft words');
    await expect.poll(() => publishState(a.page), { timeout: 10_000 }).toBe('published');

    // Seller B publishes version 1 again from the history: a rollback in one click.
    await b.page.getByRole('button', { name: 'History' }).click();
    await b.page
      .getByRole('dialog', { name: 'Version history' })
      .getByRole('button', { name: 'Publish this version (version 1)' })
      .click();
    await expect
      .poll(async () => (await shopperSees()).html, { timeout: 10_000 })
      .not.toContain('Draft words');

    // Schedule a publish, then cancel it.
    await a.page.getByRole('button', { name: 'Schedule' }).click();
    const schedule = a.page.getByRole('dialog', { name: 'Schedule publish' });
    await schedule.getByLabel('Publish at').fill('2099-01-01T09:00');
    await schedule.getByRole('button', { name: 'Schedule publish' }).click();
    await expect
      .poll(() => a.page.locator('.ed-publish__status').innerText())
      .toContain('Publish scheduled for 01/01/99 09:00 am');
    await a.page.getByRole('button', { name: 'Cancel schedule' }).click();
    await expect
      .poll(() => a.page.locator('.ed-publish__status').innerText())
      .not.toContain('scheduled');

    expect(a.consoleErrors).toEqual([]);
    expect(b.consoleErrors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('brings a restored version into an editor working alone over HTTP, which then saves without a conflict', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 1600, height: 1000 },
    });
    await logIn(page);
    await page.goto(`/dashboard/pages/${pageId}/edit/?collab=off`);
    await page.locator('[data-block-frame="pf-text"]').waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    expect(await canvasText(page)).toContain('Draft words');
    await page
      .getByRole('dialog', { name: 'Version history' })
      .getByRole('button', { name: 'Restore as draft (version 1)' })
      .click();
    await expect.poll(() => canvasText(page), { timeout: 10_000 }).not.toContain('Draft words');
    await page.getByRole('tab', { name: 'Page' }).click();
    await page.getByLabel('Description').fill('Edited after the restore');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.ed-status', { hasText: 'All changes saved' }).waitFor({ timeout: 15_000 });
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: 'Someone else saved a newer version' })
        .count(),
    ).toBe(0);
    await expect.poll(() => publishState(page), { timeout: 20_000 }).toBe('draft');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
