import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { dragTo, logIn, topLevelTypes } from './sellerActions';

/**
 * The seller's page builder, driven as a seller would: log in, open the homepage, drag,
 * resize, nest, type, change a colour, undo and redo, save, reload; then the database
 * shows every change, and the storefront shows them once the seller publishes.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function openEditor(
  page: BrowserPage,
  title: string,
  options: { collaborate?: boolean } = {},
) {
  if (options.collaborate === false) {
    // Editing alone over HTTP (?collab=off): the path where a newer save is a 409.
    const id = await page
      .getByRole('row', { name: new RegExp(title, 'i') })
      .getAttribute('data-page-id');
    await page.goto(`/dashboard/pages/${id}/edit/?collab=off`);
  } else {
    await page
      .getByRole('row', { name: new RegExp(title, 'i') })
      .getByRole('button', { name: 'Edit' })
      .click();
  }
  await page.locator('.ed-canvas [data-block-frame]').first().waitFor();
}

async function center(page: BrowserPage, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

async function waitSaved(page: BrowserPage) {
  await page.locator('.ed-status', { hasText: 'All changes saved' }).waitFor({ timeout: 15_000 });
}

describe('editor', () => {
  it('builds, saves and publishes changes as a seller would', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 1500, height: 1000 },
    });
    await logIn(page);
    await openEditor(page, 'Home');
    const before = await topLevelTypes(page);

    // Drag a banner from the palette into the second position.
    await page.getByPlaceholder('Search blocks').fill('banner');
    const source = await center(page, '.ed-sidebar button:has-text("Banner")');
    const second = page.locator('.ed-canvas .pb-page > .pb-cell').nth(1);
    await second.scrollIntoViewIfNeeded();
    const secondBox = (await second.boundingBox())!;
    await dragTo(page, source, {
      x: secondBox.x + secondBox.width / 2,
      y: secondBox.y + Math.min(8, secondBox.height / 4),
    });
    await expect.poll(() => topLevelTypes(page)).toEqual([before[0], 'banner', ...before.slice(1)]);

    // Resize the spacer (now third) to 6 columns by dragging its edge.
    const spacerCell = page.locator('.ed-canvas .pb-page > .pb-cell').nth(2);
    expect(await spacerCell.getAttribute('data-block-type')).toBe('spacer');
    await spacerCell.locator('[data-block-frame]').first().click();
    await spacerCell.locator('.ed-resize').waitFor();
    const edgeBox = (await spacerCell.locator('.ed-resize').boundingBox())!;
    const edge = { x: edgeBox.x + edgeBox.width / 2, y: edgeBox.y + edgeBox.height / 2 };
    const gridWidth = (await page.locator('.ed-canvas .pb-page').boundingBox())!.width;
    await dragTo(page, edge, { x: edge.x - (gridWidth / 12) * 6, y: edge.y });
    await expect
      .poll(() =>
        spacerCell.evaluate((cell) => (cell as HTMLElement).style.getPropertyValue('--span')),
      )
      .toBe('6');

    // Drag the quote into the row, before the row's first block.
    const quoteId = await page
      .locator('.ed-canvas .pb-page > .pb-cell[data-block-type="quote"]')
      .getAttribute('data-block-id');
    const rowCell = page.locator('.ed-canvas .pb-page > .pb-cell[data-block-type="row"]').first();
    const rowId = await rowCell.getAttribute('data-block-id');
    const quoteFrame = page.locator(`[data-block-frame="${quoteId}"]`);
    await quoteFrame.scrollIntoViewIfNeeded();
    const rowChild = rowCell.locator('.pb-cell').first();
    const childBox = (await rowChild.boundingBox())!;
    // The handle shows while the pointer is over the block, as a seller's mouse would be.
    await quoteFrame.hover();
    const handle = await center(
      page,
      `[data-block-frame="${quoteId}"] > .ed-frame-toolbar .ed-handle`,
    );
    await dragTo(page, handle, { x: childBox.x + 10, y: childBox.y + childBox.height / 2 });
    await expect
      .poll(() =>
        page.locator(`[data-block-frame="${rowId}"] [data-block-id="${quoteId}"]`).count(),
      )
      .toBe(1);

    // Edit a text block's text in place.
    const textCell = page.locator('.ed-canvas .pb-cell[data-block-type="textBlock"]').first();
    const textId = await textCell.getAttribute('data-block-id');
    await textCell.scrollIntoViewIfNeeded();
    await page.locator(`[data-block-frame="${textId}"]`).dblclick();
    const inline = page.locator('.ed-inline-text');
    await inline.waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Hello from the editor');
    await page.keyboard.press('Escape');
    await expect
      // textContent: the store's theme may set headings in capitals (text-transform).
      .poll(() => page.locator(`[data-block-frame="${textId}"]`).textContent())
      .toContain('Hello from the editor');

    // Change its text colour.
    await page.locator(`[data-block-frame="${textId}"]`).click();
    await page.getByRole('button', { name: 'Pick text colour' }).click();
    await page.getByRole('group', { name: 'Text colour picker' }).waitFor();
    const hex = page.getByLabel('Text colour', { exact: true });
    await hex.fill('#aa2200');
    await hex.press('Tab');
    const colourOf = () =>
      page
        .locator(`[data-block-frame="${textId}"] .block-textBlock`)
        .evaluate((el) => getComputedStyle(el).color);
    await expect.poll(colourOf).toBe('rgb(170, 34, 0)');

    // Undo the colour, then redo it.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(colourOf).not.toBe('rgb(170, 34, 0)');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(colourOf).toBe('rgb(170, 34, 0)');

    // Save, reload, and everything is still there.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitSaved(page);
    // One status in the top bar, never the channel's beside the save's (issue 14).
    await expect
      .poll(() => page.locator('.ed-topbar .ed-status').allInnerTexts())
      .toEqual([expect.stringMatching(/^All changes saved at \d\d:\d\d$/)]);
    const saved = await topLevelTypes(page);
    await page.reload();
    await page.locator('.ed-canvas [data-block-frame]').first().waitFor();
    await expect.poll(() => topLevelTypes(page)).toEqual(saved);
    await expect
      .poll(() =>
        page.locator(`[data-block-frame="${rowId}"] [data-block-id="${quoteId}"]`).count(),
      )
      .toBe(1);
    // Blocks off screen are not rendered inside (content-visibility): scroll to it, as a seller would.
    await page.locator(`[data-block-frame="${textId}"]`).scrollIntoViewIfNeeded();
    await expect
      // textContent: the store's theme may set headings in capitals (text-transform).
      .poll(() => page.locator(`[data-block-frame="${textId}"]`).textContent())
      .toContain('Hello from the editor');
    await expect.poll(colourOf).toBe('rgb(170, 34, 0)');

    // In the database...
    const db = new Database(join(e2e.server.dataDir, 'omnis.sqlite'), { readonly: true });
    const row = db.prepare("select document, version from pages where url = '/'").get() as {
      document: string;
      version: number;
    };
    db.close();
    expect(row.document).toContain('Hello from the editor');
    expect(row.document).toContain('#aa2200');

    // ...but shoppers still see the published version (issue 14)...
    const shopper = await e2e.newPage({ javaScriptEnabled: false });
    await shopper.page.goto('/');
    expect(await shopper.page.locator('main').textContent()).not.toContain('Hello from the editor');

    // ...until the seller publishes.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.ed-publish__status[data-state="published"]').waitFor({ timeout: 15_000 });
    await shopper.page.goto('/');
    expect(await shopper.page.locator('main').textContent()).toContain('Hello from the editor');
    const publishedTypes = await shopper.page
      .locator('main .pb-page > .pb-cell')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-block-type')));
    expect(publishedTypes.slice(0, 3)).toEqual(saved.slice(0, 3));
    await shopper.context.close();

    // The pages list's "Edited" shows this save, not the seed's date (issue 14).
    await page.getByRole('link', { name: '← Pages' }).click();
    const edited = await page
      .getByRole('row', { name: /Home/i })
      .locator('time')
      .first() // Edited; the Published column's time follows
      .getAttribute('datetime');
    expect(Date.now() - Date.parse(edited ?? '')).toBeLessThan(10 * 60_000);
    expect(JSON.parse(row.document).edited).toBe(edited);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('moves a block with the keyboard only, with announcements', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    await logIn(page);
    await openEditor(page, 'About');
    const firstId = await page
      .locator('.ed-canvas .pb-page > .pb-cell')
      .first()
      .getAttribute('data-block-id');
    const firstHandle = page
      .locator('.ed-canvas .pb-page > .pb-cell')
      .first()
      .locator('.ed-handle')
      .first();
    await firstHandle.focus();
    await page.keyboard.press('Space');
    // The drag announcements' live region (the page has others, such as the save status).
    const live = () =>
      page
        .locator('[aria-live="assertive"]')
        .allInnerTexts()
        .then((texts) => texts.join(' '));
    await expect.poll(live).toMatch(/Picked up|is over/);
    const pickedUp = await live();
    await page.keyboard.press('ArrowDown');
    await expect.poll(live).not.toBe(pickedUp);
    await expect.poll(live).toMatch(/is over .*, position \d+ of /);
    await page.keyboard.press('Space');
    await expect.poll(live).toMatch(/was dropped over .*, position \d+ of /);
    // The block left the top of the page for the place announced.
    await expect
      .poll(() =>
        page.locator('.ed-canvas .pb-page > .pb-cell').first().getAttribute('data-block-id'),
      )
      .not.toBe(firstId);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() =>
        page.locator('.ed-canvas .pb-page > .pb-cell').first().getAttribute('data-block-id'),
      )
      .toBe(firstId);
    await context.close();
  });

  it('deletes and unpublishes a multi-block selection, each undone in one step', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 1500, height: 1000 },
    });
    await logIn(page);
    await openEditor(page, 'About');
    const cells = page.locator('.ed-canvas .pb-page > .pb-cell');
    const ids = [
      await cells.nth(0).getAttribute('data-block-id'),
      await cells.nth(1).getAttribute('data-block-id'),
    ];
    const frame = (id: string | null | undefined) => page.locator(`[data-block-frame="${id}"]`);
    // Select both: a click, then a shift-click (on the frames' corners, not a child block).
    await frame(ids[0]).click({ position: { x: 4, y: 4 } });
    await frame(ids[1]).click({ position: { x: 4, y: 4 }, modifiers: ['Shift'] });
    await page.getByRole('heading', { name: '2 blocks selected' }).waitFor();

    // Unpublish both, then one undo publishes both again.
    const unpublished = () =>
      Promise.all(ids.map((id) => frame(id).getAttribute('data-unpublished')));
    await page.getByRole('switch', { name: 'Published' }).click();
    await expect.poll(unpublished).toEqual(['true', 'true']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(unpublished).toEqual([null, null]);

    // Delete both with the keyboard, then one undo brings both back.
    await page.keyboard.press('Delete');
    await page.getByText('2 blocks deleted. Press Ctrl+Z to undo.').waitFor();
    await expect.poll(() => Promise.all(ids.map((id) => frame(id).count()))).toEqual([0, 0]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => Promise.all(ids.map((id) => frame(id).count()))).toEqual([1, 1]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  // Two tabs editing live together never conflict (collaboration merges them); a 409 comes
  // from saves over HTTP, as when both edit alone (?collab=off) or an integration saves.
  it('handles a newer save from another tab without losing either edit', async () => {
    const a = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    const b = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    for (const { page } of [a, b]) {
      await logIn(page);
      await openEditor(page, 'Size guide', { collaborate: false });
    }
    // Tab B renames the page and saves first.
    await b.page.getByRole('tab', { name: 'Page' }).click();
    await b.page.getByLabel('Title', { exact: true }).fill('Size guide (B)');
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitSaved(b.page);

    // Tab A, still on the older version, edits the description and saves.
    await a.page.getByRole('tab', { name: 'Page' }).click();
    await a.page.getByLabel('Description').fill('Edited in tab A');
    await a.page.getByRole('button', { name: 'Save', exact: true }).click();
    await a.page
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved a newer version' })
      .waitFor();
    await a.page.getByRole('button', { name: 'Keep editing and merge' }).click();
    await waitSaved(a.page);

    await a.page.reload();
    await a.page.locator('.ed-canvas [data-block-frame]').first().waitFor();
    await a.page.getByRole('tab', { name: 'Page' }).click();
    await expect
      .poll(() => a.page.getByLabel('Title', { exact: true }).inputValue())
      .toBe('Size guide (B)');
    await expect.poll(() => a.page.getByLabel('Description').inputValue()).toBe('Edited in tab A');
    await a.context.close();
    await b.context.close();
  });

  it('records a session, downloads it, and replays it visibly step by step', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    await logIn(page);
    await openEditor(page, 'About');
    await page.getByRole('button', { name: 'Developer' }).click();
    await page.getByRole('button', { name: 'Record session' }).click();
    // Two edits: a block added from the palette, then a duplicate.
    await page.getByPlaceholder('Search blocks').fill('spacer');
    await page.locator('.ed-sidebar button:has-text("Spacer")').first().click();
    await page.keyboard.press('ControlOrMeta+d');
    const typesAfter = await topLevelTypes(page);
    await page.getByRole('button', { name: /Developer/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Stop recording and download' }).click(),
    ]);
    const file = await download.path();

    await page.goto('/dashboard/replay/');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Step' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Step 1 of 2' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Step 2 of 2' }).count())
      .toBe(1);
    await expect.poll(() => topLevelTypes(page)).toEqual(typesAfter);
    await context.close();
  });

  it('opens a fixture page from the QA screen in the editor', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 1500, height: 1000 },
    });
    await logIn(page);
    await page.getByRole('link', { name: 'QA' }).click();
    const row = page.getByRole('row', { name: /nested-rows/ });
    await row.getByRole('button', { name: 'Open in editor' }).click();
    await page.waitForURL(/\/dashboard\/pages\/\d+\/edit\//);
    await page.locator('.ed-canvas [data-block-type="row"]').first().waitFor();
    expect(await page.locator('.ed-topbar h1').innerText()).not.toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
