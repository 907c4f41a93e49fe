/**
 * Old-style (v1) pages and the fixed first block (issue 24) in Chromium as the demo
 * seller: the editor offers the upgrade of blocks without a template, previews which
 * blocks it changes, upgrades them in one step that is saved; the developer menu names
 * the editor module; and a slideshow first on the page keeps its place (no drag handle,
 * a block moved up stops just below it).
 */
import type { Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../src/model';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { signedInApi } from './runtimeSupport';
import { logIn } from './sellerActions';

let e2e: E2E;
let seller: Awaited<ReturnType<typeof signedInApi>>;
let pageId = 0;

beforeAll(async () => {
  e2e = await startE2E();
  seller = await signedInApi(e2e.server.origin, 'seller');
  const created = await seller.pages.create('demo', {
    url: '/old-style/',
    properties: { title: { value: 'Old style' } },
    blocks: [
      { id: 'slides', uid: 'slides', type: 'slideshow', order: 0, properties: { template: 'v2' } },
      { id: 'gap', uid: 'gap', type: 'spacer', order: 1, properties: { height: 40 } },
      {
        id: 'words',
        uid: 'words',
        type: 'textBlock',
        order: 2,
        properties: { template: 'v2', html: '<p>Hand-printed tees</p>' },
      },
    ],
  });
  pageId = created.id!;
});
afterAll(async () => {
  await e2e?.close();
});

const stored = async (): Promise<Block[]> => (await seller.pages.get('demo', pageId)).blocks;
const saved = (page: BrowserPage) =>
  page.locator('.ed-status', { hasText: /All changes saved/ }).waitFor({ timeout: 20_000 });

describe('old-style pages and the fixed first block', () => {
  it('previews and applies the upgrade, and keeps the slideshow first', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    await logIn(page);
    await page.goto(`/dashboard/pages/${pageId}/edit/`);
    await page.locator('[data-block-frame="words"]').waitFor();
    await saved(page);

    await page.getByRole('button', { name: 'Developer' }).click();
    await page.getByText('Editor module: v1').waitFor();
    await page.getByRole('button', { name: 'Developer' }).click();

    const notice = page.getByRole('region', { name: 'Old-style page' });
    await notice.getByText('1 block still use the old template', { exact: false }).waitFor();
    await notice.getByRole('button', { name: 'Preview the upgrade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade this page' });
    await dialog.getByRole('listitem').filter({ hasText: 'Spacer' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Upgrade 1 block' }).click();
    await notice.waitFor({ state: 'detached' });
    await saved(page);
    await expect
      .poll(async () => (await stored()).map((block) => block.properties.template))
      .toStrictEqual(['v2', 'v2', 'v2']);

    // The slideshow at the top has no drag handle; the text moved up twice stops below it.
    const slides = page.locator('[data-block-frame="slides"]');
    expect(await slides.getAttribute('data-fixed')).not.toBeNull();
    expect(await slides.locator('[data-drag-handle]').count()).toBe(0);
    await page.locator('[data-block-frame="words"]').click({ position: { x: 20, y: 10 } });
    const moveUp = page.getByRole('button', { name: 'Move Text up' });
    await moveUp.click();
    await moveUp.click();
    await saved(page);
    await expect
      .poll(async () => (await stored()).map((block) => `${block.id}:${block.order}`))
      .toStrictEqual(['slides:0', 'words:1', 'gap:2']);
    await context.close();
  });
});
