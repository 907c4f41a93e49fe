/**
 * Accessibility of the page builder (issue 9): axe-core's WCAG 2.2 A and AA rules on the
 * editor with a page open, with a block selected, with the select-link overlay open, with
 * the version history and schedule dialogs open, and on the pages list with the
 * delete-page confirmation open; then a small page built with
 * the keyboard alone (add, move, nest, resize, edit, save), checking what dnd-kit
 * announces in its live region.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFixture } from '../../fixtures/pages/library';
import type { Block } from '../../src/model';
import { DEMO_DIVISION } from '../../scripts/qa/sellerApi';
import { startFixtureStore, type FixtureStore } from '../visual/storeFixtures';
import { framesDrawn } from '../e2e/frames';
import { describeViolations, wcagViolations } from './axe';
import { describeFocus, recordAnnouncements, tabTo } from './keyboard';

let store: FixtureStore;
let homepageId: number;
let aboutId: number;
beforeAll(async () => {
  const homepage = findFixture('homepage');
  const about = findFixture('about');
  if (!homepage || !about) throw new Error('the homepage or about fixture is missing');
  store = await startFixtureStore([homepage, about]);
  homepageId = store.stored.get('homepage')?.pageId ?? 0;
  aboutId = store.stored.get('about')?.pageId ?? 0;
});
afterAll(async () => {
  await store?.e2e.close();
});

/** A browser context signed in as the demo seller (the session cookie from the API sign-in). */
async function sellerPage(width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const origin = store.e2e.server.origin;
  const context = await store.e2e.browser.newContext({
    baseURL: origin,
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addCookies(
    store.seller.cookies().map(({ name, value }) => ({ name, value, url: origin })),
  );
  return { context, page: await context.newPage() };
}

async function openEditor(page: Page, pageId: number): Promise<void> {
  await page.goto(`/dashboard/pages/${pageId}/edit/`);
  await page.locator('.ed-canvas').waitFor();
  await page.getByPlaceholder('Search blocks').waitFor();
}

/** The editor on the homepage with its image block's cropper open. */
/** On the about page: applying a crop changes its draft, and the homepage must stay published. */
async function openImageCropper(page: Page) {
  await openEditor(page, aboutId);
  await page
    .locator('.ed-canvas .pb-cell[data-block-type="image"] [data-block-frame]')
    .first()
    .click();
  await page.mouse.move(0, 0);
  const crop = page.getByRole('button', { name: 'Crop', exact: true });
  await crop.click();
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  await dialog.waitFor();
  return { crop, dialog };
}

const violations = async (page: Page) => describeViolations(await wcagViolations(page));

describe('editor accessibility (WCAG 2.2 AA)', () => {
  it('has no violations with a page open, a block selected, and the select-link overlay open', async () => {
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, homepageId);
      await page.locator('.ed-canvas [data-block-frame]').first().waitFor();
      expect(await violations(page), 'page open').toStrictEqual([]);

      const button = page
        .locator('.ed-canvas .pb-cell[data-block-type="button"] [data-block-frame]')
        .first();
      // Under load the first click can land while the canvas is still being wired up
      // (the frame is drawn before its handlers); click again until the block is selected.
      const selected = page.locator('.ed-frame[data-selected]');
      await expect
        .poll(
          async () => {
            await button.click();
            return selected.count();
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBeGreaterThan(0);
      // Checked as selected; hovering a nested block is checked below.
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: 'Choose link' }).waitFor();
      expect(await violations(page), 'block selected').toStrictEqual([]);

      await page.getByRole('button', { name: 'Choose link' }).click();
      await page.getByRole('dialog', { name: 'Select link' }).waitFor();
      expect(await violations(page), 'select-link overlay open').toStrictEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the image cropper, closes it with Escape and writes the crop into the image URL', async () => {
    const { context, page } = await sellerPage();
    try {
      const { crop, dialog } = await openImageCropper(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Crop');

      await crop.click();
      await dialog.getByLabel('Zoom').fill('2');
      await dialog.getByText('Zoom 2,').waitFor();
      await dialog.getByRole('button', { name: 'Apply crop' }).click();
      await dialog.waitFor({ state: 'detached' });
      const src = await page.getByRole('img', { name: 'Current image' }).getAttribute('src');
      const params = new URL(src ?? '', page.url()).searchParams;
      expect(params.get('zoom')).toBe('2');
      expect(params.get('focalX')).toBe('0.5');
    } finally {
      await context.close();
    }
  });

  it('has no violations with the image cropper open', async () => {
    const { context, page } = await sellerPage();
    try {
      await openImageCropper(page);
      await framesDrawn(page);
      expect(await violations(page), 'image cropper open').toStrictEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has no violations with the version history (and a preview) and the schedule dialog open', async () => {
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, homepageId);
      await page.locator('.ed-publish__status[data-state="published"]').waitFor();
      await page.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: 'Version history' });
      await history.getByRole('button', { name: 'Preview version 1' }).click();
      await history.getByRole('region', { name: 'Preview of version 1' }).waitFor();
      expect(await violations(page), 'history with a preview open').toStrictEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Schedule' }).click();
      await page
        .getByRole('dialog', { name: 'Schedule publish' })
        .getByLabel('Publish at')
        .waitFor();
      expect(await violations(page), 'schedule dialog open').toStrictEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has no violations on the pages list with the delete-page confirmation open', async () => {
    const { context, page } = await sellerPage();
    try {
      await page.goto('/dashboard/pages/');
      const remove = page.getByRole('button', { name: /^Delete / }).first();
      await remove.waitFor();
      expect(await violations(page), 'pages list').toStrictEqual([]);
      await remove.click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete page' });
      await dialog.waitFor();
      await expect(
        dialog.getByText('Are you sure you want to delete this page?').isVisible(),
      ).resolves.toBe(true);
      expect(await violations(page), 'delete confirmation open').toStrictEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The page's top-level blocks as type names, and each one's children, from the canvas. */
const canvasTree = (page: Page) =>
  page.locator('.ed-canvas .pb-page > .pb-cell').evaluateAll((cells) =>
    cells.map((cell) => ({
      type: cell.getAttribute('data-block-type'),
      children: [...cell.querySelectorAll(':scope .pb-cell')].map((child) =>
        child.getAttribute('data-block-type'),
      ),
    })),
  );

const blockId = async (page: Page, type: string): Promise<string> => {
  const id = await page
    .locator(`.ed-canvas .pb-cell[data-block-type="${type}"]`)
    .first()
    .getAttribute('data-block-id');
  if (!id) throw new Error(`no ${type} block on the canvas`);
  return id;
};

async function addFromPalette(page: Page, query: string, title: string): Promise<void> {
  await tabTo(
    page,
    { selector: 'input[placeholder="Search blocks"]', name: 'the palette search' },
    { backwards: true },
  );
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(query);
  await page.keyboard.press('Tab');
  expect(await describeFocus(page)).toContain(title);
  await page.keyboard.press('Enter');
}

describe('keyboard only', () => {
  it('builds a small page: add, move, nest, resize, edit, save, with drag announcements', async () => {
    const blank = await store.seller.api.pages.create(DEMO_DIVISION, {
      url: '/qa/built-by-keyboard/',
      properties: { title: { value: 'Built by keyboard' } },
    });
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, blank.id ?? 0);
      const heard = await recordAnnouncements(page);

      // Add: palette search, type, Enter on the result. Each block lands after the selected one.
      await tabTo(page, {
        selector: 'input[placeholder="Search blocks"]',
        name: 'the palette search',
      });
      await addFromPalette(page, 'text', 'Text');
      await addFromPalette(page, 'button', 'Button');
      await addFromPalette(page, 'row', 'Row');
      await expect
        .poll(() => canvasTree(page))
        .toStrictEqual([
          { type: 'textBlock', children: [] },
          { type: 'button', children: [] },
          { type: 'row', children: [] },
        ]);

      // Move: Space on the text block's drag handle, down one place, Space to drop.
      const buttonId = await blockId(page, 'button');
      const textId = await blockId(page, 'textBlock');
      const textHandle = {
        selector: `[data-block-frame="${textId}"] .ed-handle`,
        name: "the text block's drag handle",
      };
      await tabTo(page, textHandle, { backwards: true });
      await page.keyboard.press('Space');
      await expect
        .poll(heard)
        .toEqual(expect.arrayContaining([expect.stringMatching(/^Picked up Text/)]));
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await heard()).at(-1)).toMatch(/^Text is over Button/);
      await page.keyboard.press('Space');
      await expect
        .poll(() => canvasTree(page).then((tree) => tree.map((cell) => cell.type)))
        .toStrictEqual(['button', 'textBlock', 'row']);
      expect((await heard()).at(-1)).toMatch(/^Text was dropped over Button/);

      // Nest: the text block down into the row, as far as the announcements say.
      await tabTo(page, textHandle);
      await page.keyboard.press('Space');
      for (
        let presses = 0;
        presses < 4 && !/at the end of Row/.test((await heard()).at(-1) ?? '');
        presses += 1
      ) {
        await page.keyboard.press('ArrowDown');
        await framesDrawn(page);
      }
      await page.keyboard.press('Space');
      await expect
        .poll(() => canvasTree(page))
        .toStrictEqual([
          { type: 'button', children: [] },
          { type: 'row', children: ['textBlock'] },
        ]);
      expect((await heard()).at(-1)).toMatch(/^Text was dropped .*Row/);

      // Edit: select the button from the layers tree, then its Text field in the properties panel.
      // The tabs are one tab stop (the selected Blocks tab); the arrow selects Layers.
      await tabTo(
        page,
        { selector: '[role="tab"]', text: 'Blocks', name: 'the Blocks tab' },
        { backwards: true },
      );
      await page.keyboard.press('ArrowRight');
      expect(await describeFocus(page)).toContain('Layers');
      await tabTo(page, { selector: '[role="treeitem"]', name: 'the layers tree' });
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      await page.locator(`[data-block-frame="${buttonId}"][data-selected]`).waitFor();
      const textField = await page.getByLabel('Text', { exact: true }).getAttribute('id');
      await tabTo(page, { selector: `[id="${textField}"]`, name: "the button's Text field" });
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Shop the sale');
      await expect
        .poll(() => page.locator(`[data-block-frame="${buttonId}"] .block-button`).innerText())
        .toBe('Shop the sale');

      // Resize: the selected button's width slider (a button starts 6 columns wide), three wider.
      const slider = `[data-block-frame="${buttonId}"] .ed-resize`;
      await tabTo(page, { selector: slider, name: "the button's width slider" });
      expect(await page.locator(slider).getAttribute('aria-valuenow')).toBe('6');
      for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.locator(slider).getAttribute('aria-valuenow')).toBe('9');

      // Save with Ctrl+S; the stored page has every change.
      await page.keyboard.press('ControlOrMeta+s');
      await page
        .locator('.ed-status', { hasText: 'All changes saved' })
        .waitFor({ timeout: 15_000 });
      const saved = await store.seller.api.pages.get(DEMO_DIVISION, blank.id ?? 0);
      const summary = (blocks: Block[]): unknown[] =>
        blocks.map((block) => ({
          type: block.type,
          width: block.size.x,
          text: block.properties.text,
          items: summary(block.items),
        }));
      expect(summary(saved.blocks)).toStrictEqual([
        { type: 'button', width: 9, text: 'Shop the sale', items: [] },
        {
          type: 'row',
          width: 12,
          text: undefined,
          items: [{ type: 'textBlock', width: 12, text: undefined, items: [] }],
        },
      ]);
    } finally {
      await context.close();
    }
  });
});

/** Bugs this suite found (fixed in the editor), kept as regression tests. */
describe('editor bugs found by the accessibility suite, fixed', () => {
  const block = (id: string, type: string, width: number, properties: Record<string, unknown>) => ({
    id,
    uid: id,
    type,
    size: { x: width, y: 1 },
    properties: { template: 'v2', ...properties },
  });

  it('nests a block into an empty row with the keyboard, the row announced as the drop position', async () => {
    const created = await store.seller.api.pages.create(DEMO_DIVISION, {
      url: '/qa/keyboard-nesting/',
      properties: { title: { value: 'Keyboard nesting' } },
      blocks: [
        { ...block('kb-text', 'textBlock', 12, { html: '<p>Nest me</p>' }), order: 0 },
        { ...block('kb-row', 'row', 12, {}), order: 1 },
      ],
    });
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, created.id ?? 0);
      const heard = await recordAnnouncements(page);
      await tabTo(page, {
        selector: '[data-block-frame="kb-text"] .ed-handle',
        name: "the text block's drag handle",
      });
      await page.keyboard.press('Space');
      for (
        let presses = 0;
        presses < 4 && !/at the end of Row/.test((await heard()).at(-1) ?? '');
        presses += 1
      ) {
        await page.keyboard.press('ArrowDown');
        await framesDrawn(page);
      }
      await page.keyboard.press('Space');
      await expect
        .poll(() => canvasTree(page), { timeout: 2000 })
        .toStrictEqual([{ type: 'row', children: ['textBlock'] }]);
    } finally {
      await context.close();
    }
  });

  it('keeps the spaces typed in a text field of the properties panel', async () => {
    const created = await store.seller.api.pages.create(DEMO_DIVISION, {
      url: '/qa/typing-spaces/',
      properties: { title: { value: 'Typing spaces' } },
      blocks: [block('kb-button', 'button', 6, { text: 'Shop now', href: '/' })],
    });
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, created.id ?? 0);
      await page.locator('[data-block-frame="kb-button"]').click();
      const field = page.getByLabel('Text', { exact: true });
      await field.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Shop the sale');
      await expect.poll(() => field.inputValue(), { timeout: 2000 }).toBe('Shop the sale');
    } finally {
      await context.close();
    }
  });

  it("keeps a nested block's drag handle uncovered while the pointer is over it (WCAG 2.5.8 target size)", async () => {
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, homepageId);
      // The homepage's buttons sit in a row: hovering one also shows the row's toolbar, on top of the button's.
      const nested = page
        .locator(
          '.ed-canvas .pb-cell[data-block-type="row"] .pb-cell[data-block-type="button"] [data-block-frame]',
        )
        .first();
      await nested.click();
      await nested.hover();
      expect(await violations(page)).toStrictEqual([]);
    } finally {
      await context.close();
    }
  });
});
