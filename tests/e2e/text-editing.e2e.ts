import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { startE2E, type E2E } from './harness';
import { signedInApi } from './runtimeSupport';
import { logIn } from './sellerActions';

/**
 * Editing a text block in place with collaboration on, as sellers do it (issue 14, the
 * text that multiplied itself): double-click the text, type, double-click again, reload;
 * with a second seller on the page; opening texts whose markup Lexical cannot keep; and
 * opening a text without typing, which must not write (issue 23).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Opens a page from the pages list in the editor (collaboration on) and waits until it is connected. */
async function openInEditor(page: BrowserPage, title: string): Promise<void> {
  await page.goto('/dashboard/pages/');
  await page
    .getByRole('row', { name: new RegExp(title, 'i') })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.locator('.ed-canvas [data-block-frame]').first().waitFor();
  await page.locator('.ed-status', { hasText: /All changes saved/ }).waitFor({ timeout: 20_000 });
}

/** The stored html of a page's first text block, read from the database as the server keeps it. */
function storedText(url: string): string {
  const db = new Database(join(e2e.server.dataDir, 'omnis.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select document from pages where url = ?').get(url) as {
      document: string;
    };
    const page = JSON.parse(row.document) as Page;
    const text = page.blocks.find((block) => block.type === 'textBlock');
    return String(text?.properties.html);
  } finally {
    db.close();
  }
}

/** The stored version of a page, read from the database. */
function storedVersion(url: string): number {
  const db = new Database(join(e2e.server.dataDir, 'omnis.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select version from pages where url = ?').get(url) as {
      version: number;
    };
    return row.version;
  } finally {
    db.close();
  }
}

const firstTextFrame = (page: BrowserPage) =>
  page.locator('.ed-canvas [data-block-frame][data-block-type="textBlock"]').first();

/** A double-click on the text itself (its last paragraph), where a seller would click. */
async function doubleClickText(page: BrowserPage): Promise<void> {
  const paragraph = firstTextFrame(page).locator('p').last();
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.dblclick();
}

const saved = (page: BrowserPage) =>
  page.locator('.ed-status', { hasText: /All changes saved/ }).waitFor({ timeout: 20_000 });

describe('editing text in place with collaboration on', () => {
  it('keeps exactly what was typed: double-click, type, double-click again, reload, with a second seller on the page', async () => {
    const a = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    const b = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    for (const { page } of [a, b]) {
      await logIn(page);
      await openInEditor(page, 'New in');
    }
    await a.page.locator('.ed-presence .ed-presence__person').first().waitFor();
    const before = storedText('/new-in/');
    expect(before.match(/NEW IN|New in/gi)).toHaveLength(1);

    await doubleClickText(a.page);
    // The text itself has the caret: what the seller types goes into it.
    await expect
      .poll(() =>
        a.page.evaluate(() => document.activeElement?.classList.contains('ed-inline-text')),
      )
      .toBe(true);
    await a.page.keyboard.press('End');
    await a.page.keyboard.type(' Typed once.');
    await doubleClickText(a.page);
    await a.page.keyboard.press('Escape');
    await saved(a.page);

    const expected = /catalogue\. Typed once\./;
    await expect.poll(() => storedText('/new-in/'), { timeout: 20_000 }).toMatch(expected);
    const after = storedText('/new-in/');
    expect(after.match(/Typed once/g)).toHaveLength(1);
    expect(after.match(/New in/gi)).toHaveLength(1);
    expect(after.length).toBeLessThan(before.length + 200);

    // The other seller sees the same text, once.
    await firstTextFrame(b.page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstTextFrame(b.page).innerText(), { timeout: 15_000 })
      .toMatch(expected);
    expect((await firstTextFrame(b.page).innerText()).match(/Typed once/g)).toHaveLength(1);

    // After a reload the editor shows it once, and typing again adds once more.
    await a.page.reload();
    await a.page
      .locator('.ed-status', { hasText: /All changes saved/ })
      .waitFor({ timeout: 20_000 });
    await firstTextFrame(a.page).scrollIntoViewIfNeeded();
    expect((await firstTextFrame(a.page).innerText()).match(/Typed once/g)).toHaveLength(1);
    await doubleClickText(a.page);
    await a.page.keyboard.press('End');
    await a.page.keyboard.type(' And twice.');
    await a.page.keyboard.press('Escape');
    await saved(a.page);
    await expect
      .poll(() => storedText('/new-in/'), { timeout: 20_000 })
      .toMatch(/Typed once\. And twice\./);
    expect(storedText('/new-in/').match(/New in/gi)).toHaveLength(1);
    // Typing, its sync and the provider's updates all have registered origins.
    const unknownOrigins = [...a.consoleErrors, ...b.consoleErrors].filter((message) =>
      message.includes('Unknown transaction origin'),
    );
    expect(unknownOrigins).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('opens texts holding markup the editor cannot keep again and again without growing them', async () => {
    const api = await signedInApi(e2e.server.origin, 'seller');
    const markup = '<p>Kept short.</p><img src="x"><table></table><p>Second line.</p>';
    await api.pages.create('demo', {
      url: '/markup-text/',
      properties: { title: { value: 'Markup text' } },
      blocks: [
        { id: 'markup-1', uid: 'markup-1', type: 'textBlock', properties: { html: markup } },
      ],
    } as unknown as Page);
    const { page, context } = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    await logIn(page);
    for (let open = 1; open <= 3; open++) {
      await openInEditor(page, 'Markup text');
      await doubleClickText(page);
      await page.keyboard.press('Escape');
      // The tab still answers: a click on the toolbar works at once.
      await page.getByRole('tab', { name: 'Layers' }).click({ timeout: 5_000 });
      await expect
        .poll(() => firstTextFrame(page).innerText())
        .toMatch(/^Kept short\.\s+Second line\.\s/);
      expect((await firstTextFrame(page).innerText()).match(/Kept short/g)).toHaveLength(1);
    }
    await saved(page);
    const stored = storedText('/markup-text/');
    expect(stored.match(/Kept short/g)).toHaveLength(1);
    expect(stored.match(/Second line/g)).toHaveLength(1);
    await context.close();
  });

  it('opens a page and double-clicks its text three times without typing, and its stored version stays', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    await logIn(page);
    const before = storedVersion('/new-in/');
    for (let open = 1; open <= 3; open++) {
      await openInEditor(page, 'New in');
      await doubleClickText(page);
      await doubleClickText(page);
      await page.keyboard.press('Escape');
      await saved(page);
      // Long enough for an autosave (500 ms) or a store of the shared document to land.
      await page.waitForTimeout(1_500);
      await saved(page);
    }
    await page.goto('/dashboard/pages/');
    expect(storedVersion('/new-in/')).toBe(before);
    await context.close();
  });
});
