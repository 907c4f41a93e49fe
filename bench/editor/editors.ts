/**
 * How the benchmark drives each editor: where a page opens, what marks a block on the
 * canvas, how a block is selected, duplicated, deleted, copied and pasted, where a drag
 * starts and which field holds a button's text. One shape for both, so every scenario
 * (scenarios.ts) runs the same steps on ours and on Puck.
 */
import type { Locator, Page } from 'playwright-core';
import type { BenchFixtureName } from './fixtures';
import './puck/benchApi';

export interface Point {
  x: number;
  y: number;
}

export interface EditorUnderTest {
  /** As the report names it: `ours`, `Puck 0.20.2`. */
  name: string;
  /** What the probes watch (bench/editor/probes.js). */
  probes: { readySelector: string; frameSelector: string | null };
  url(fixture: BenchFixtureName): string;
  /** Blocks on the canvas now. */
  blockCount(page: Page): Promise<number>;
  /** Makes `id` the selection; `viaChild` is a non-text block inside it to click first. */
  select(page: Page, id: string, viaChild?: string): Promise<void>;
  duplicate(page: Page, id: string): Promise<void>;
  remove(page: Page, id: string): Promise<void>;
  copy(page: Page): Promise<void>;
  paste(page: Page): Promise<void>;
  /** Where to press to drag block `id` (hovering it first where the handle shows on hover). */
  dragStart(page: Page, id: string): Promise<Point>;
  /** True while a block is picked up. */
  isDragging(page: Page): Promise<boolean>;
  /** The properties panel's text field of the selected button block. */
  buttonTextField(page: Page): Locator;
  /** Where block `id` is drawn, for the keystroke probe. */
  canvasBlock(id: string): { selector: string; inFrame: boolean };
}

const center = async (locator: Locator): Promise<Point> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Our editor, as a seller uses it: the frame toolbar's buttons, the keyboard shortcuts. */
export function ourEditor(
  origin: string,
  pageIds: ReadonlyMap<BenchFixtureName, number>,
): EditorUnderTest {
  const frame = (page: Page, id: string) => page.locator(`[data-block-frame="${id}"]`);
  const tool = (page: Page, id: string, label: string) =>
    frame(page, id).locator(`> .ed-frame-toolbar button[aria-label^="${label} "]`);
  return {
    name: 'ours',
    probes: { readySelector: '.ed-canvas [data-block-frame]', frameSelector: null },
    url: (fixture) => `${origin}/dashboard/pages/${pageIds.get(fixture)}/edit/`,
    blockCount: (page) => page.locator('.ed-canvas [data-block-frame]').count(),
    async select(page, id, viaChild) {
      const first = frame(page, viaChild ?? id);
      await first.scrollIntoViewIfNeeded();
      await first.click();
      // Arrow Left walks up to the parent (the layers keyboard model).
      for (
        let step = 0;
        step < 5 && (await frame(page, id).getAttribute('data-selected')) === null;
        step += 1
      )
        await page.keyboard.press('ArrowLeft');
      if ((await frame(page, id).getAttribute('data-selected')) === null)
        throw new Error(`Could not select ${id}`);
    },
    duplicate: (page, id) => tool(page, id, 'Duplicate').click(),
    remove: (page, id) => tool(page, id, 'Delete').click(),
    copy: (page) => page.keyboard.press('Control+c'),
    paste: (page) => page.keyboard.press('Control+v'),
    async dragStart(page, id) {
      await frame(page, id).scrollIntoViewIfNeeded();
      await frame(page, id).hover();
      return center(frame(page, id).locator('> .ed-frame-toolbar .ed-handle'));
    },
    isDragging: async (page) => (await page.locator('.ed-drag-preview').count()) > 0,
    buttonTextField: (page) => page.locator('.ed-inspector').getByLabel('Text', { exact: true }),
    canvasBlock: (id) => ({ selector: `[data-block-frame="${id}"]`, inFrame: false }),
  };
}

/**
 * Puck's editor with its defaults. Selection goes through Puck's own API (the harness's
 * `__benchPuck.select`, a `setUi` dispatch): it is never measured, and clicking a
 * container's own area in Puck's overlay is not a stable target. Duplicate and delete
 * are the action bar's buttons; copy and paste the harness's shortcuts (Puck has none).
 */
export function puckEditor(origin: string): EditorUnderTest {
  const preview = (page: Page) => page.frameLocator('#preview-frame');
  const component = (page: Page, id: string) =>
    preview(page).locator(`[data-puck-component="${id}"]`);
  const action = async (page: Page, title: string) => {
    // The action bar is portalled into the preview frame (or the page, in older layouts).
    const inFrame = preview(page).locator(`button[title="${title}"]`);
    await (
      (await inFrame.count()) > 0
        ? inFrame.first()
        : page.locator(`button[title="${title}"]`).first()
    ).click();
  };
  return {
    name: 'Puck 0.20.2',
    probes: { readySelector: '[data-puck-component]', frameSelector: '#preview-frame' },
    url: (fixture) => `${origin}/?page=${fixture}`,
    blockCount: (page) => preview(page).locator('[data-puck-component]').count(),
    async select(page, id) {
      await component(page, id).scrollIntoViewIfNeeded();
      const done = await page.evaluate((target) => window.__benchPuck?.select(target) ?? false, id);
      if (!done) throw new Error(`Puck could not select ${id}`);
      await preview(page)
        .locator('button[title="Duplicate"]')
        .or(page.locator('button[title="Duplicate"]'))
        .first()
        .waitFor();
    },
    duplicate: (page) => action(page, 'Duplicate'),
    remove: (page) => action(page, 'Delete'),
    copy: (page) => page.keyboard.press('Control+c'),
    paste: (page) => page.keyboard.press('Control+v'),
    async dragStart(page, id) {
      // Right after a drag Puck still shows its drag clone beside the component for a moment.
      for (let tries = 0; tries < 50 && (await component(page, id).count()) > 1; tries += 1)
        await page.waitForTimeout(100);
      await component(page, id).scrollIntoViewIfNeeded();
      await component(page, id).hover();
      return center(component(page, id));
    },
    isDragging: async (page) =>
      (await preview(page).locator('[data-puck-dragging]').count()) +
        (await page.locator('[data-puck-dragging]').count()) >
      0,
    buttonTextField: (page) => page.getByLabel('Text', { exact: true }),
    canvasBlock: (id) => ({ selector: `[data-puck-component="${id}"]`, inFrame: true }),
  };
}
