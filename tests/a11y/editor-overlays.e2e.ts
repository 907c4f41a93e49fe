/**
 * The page builder's overlays (issue 24): each one opened from the editor as a seller
 * opens it, checked with axe-core's WCAG 2.2 AA rules (0 violations), closed with Escape
 * with focus back on its opener; then an image block's image set from a product image and
 * from the drive, saved, and read back from the database.
 */
import sharp from 'sharp';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DIVISION, signInAsSeller, type SellerSession } from '../../scripts/qa/sellerApi';
import { startE2E, type E2E } from '../e2e/harness';
import { queryServerDb } from '../e2e/outbox';
import { framesDrawn } from '../e2e/frames';
import { expectAccessible } from './axe';

let e2e: E2E;
let seller: SellerSession;
let driveImage: string;
beforeAll(async () => {
  e2e = await startE2E();
  seller = await signInAsSeller(e2e.server.origin);
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const uploaded = await seller.api.images.upload(
    DEMO_DIVISION,
    new Blob([new Uint8Array(png)], { type: 'image/png' }),
    { name: 'drive-green.png' },
  );
  driveImage = uploaded.thumbnails.original;
});
afterAll(async () => {
  await e2e?.close();
});

const block = (id: string, type: string, properties: Record<string, unknown>, order: number) => ({
  id,
  uid: id,
  type,
  order,
  size: { x: 12, y: 1 },
  properties: { template: 'v2', ...properties },
});

/** A page with one image block and one text block, made through the pages API. */
async function overlayPage(url: string): Promise<number> {
  const created = await seller.api.pages.create(DEMO_DIVISION, {
    url,
    properties: { title: { value: 'Overlays' } },
    blocks: [
      block('ov-image', 'image', { src: driveImage, alt: 'A green square' }, 0),
      block('ov-text', 'textBlock', { html: '<p>Hello</p>' }, 1),
    ],
  });
  return created.id ?? 0;
}

async function sellerPage(): Promise<{ context: BrowserContext; page: Page }> {
  const origin = e2e.server.origin;
  const context = await e2e.browser.newContext({
    baseURL: origin,
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addCookies(
    seller.cookies().map(({ name, value }) => ({ name, value, url: origin })),
  );
  return { context, page: await context.newPage() };
}

async function openEditor(page: Page, pageId: number): Promise<void> {
  await page.goto(`/dashboard/pages/${pageId}/edit/`);
  await page.locator('.ed-canvas').waitFor();
  await page.getByPlaceholder('Search blocks').waitFor();
}

async function selectBlock(page: Page, id: string): Promise<void> {
  await page.locator(`[data-block-frame="${id}"]`).click();
  await page.mouse.move(0, 0);
  await page.locator(`[data-block-frame="${id}"][data-selected]`).waitFor();
}

/**
 * Opens an overlay from its button, checks the screen with axe once `ready` shows, closes
 * it with Escape and checks focus went back to the button.
 */
async function checkOverlay(
  page: Page,
  opener: Locator,
  dialogName: string,
  ready: (dialog: Locator) => Locator,
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await ready(dialog).first().waitFor();
  await framesDrawn(page);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

const storedBlock = (pageId: number, id: string) => {
  const row = queryServerDb<{ document: string }>(
    e2e.server.dataDir,
    'SELECT document FROM pages WHERE id = ?',
    pageId,
  );
  const blocks = (JSON.parse(row?.document ?? '{}') as { blocks?: Array<Record<string, unknown>> })
    .blocks;
  return blocks?.find((stored) => stored.id === id) as
    { properties: Record<string, unknown> } | undefined;
};

describe('editor overlays (WCAG 2.2 AA)', () => {
  it('opens every overlay of the editor with 0 violations; Escape closes each and focus returns', async () => {
    const pageId = await overlayPage('/qa/overlays-a11y/');
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, pageId);
      await selectBlock(page, 'ov-image');
      const button = (name: string) => page.getByRole('button', { name, exact: true });

      await checkOverlay(page, button('Product image'), 'Select product image', (dialog) =>
        dialog.getByRole('list', { name: 'Product images' }),
      );
      await checkOverlay(page, button('Choose from drive'), 'Choose from drive', (dialog) =>
        dialog.getByRole('list', { name: 'Drive files' }),
      );
      await checkOverlay(page, button('Preview'), 'Image preview', (dialog) =>
        dialog.getByText('Alt text: A green square'),
      );
      await checkOverlay(page, button('Crop'), 'Crop image', (dialog) => dialog.getByLabel('Zoom'));

      await selectBlock(page, 'ov-text');
      await checkOverlay(page, button('Magic model'), 'Magic model', (dialog) =>
        dialog.getByLabel('What is the text about?'),
      );
      // With a draft written, and with the refusal of an empty description.
      await button('Magic model').click();
      const magic = page.getByRole('dialog', { name: 'Magic model' });
      await magic.getByRole('button', { name: 'Write' }).click();
      await magic.getByRole('alert').waitFor();
      await expectAccessible(page);
      await magic.getByLabel('What is the text about?').fill('New organic hoodies');
      await magic.getByRole('button', { name: 'Write' }).click();
      await magic.getByRole('region', { name: 'Draft' }).waitFor();
      await expectAccessible(page);
      await magic.getByRole('button', { name: 'Use this text' }).click();
      await magic.waitFor({ state: 'detached' });
      await page
        .locator('[data-block-frame="ov-text"]')
        .getByRole('heading', { name: 'New Organic Hoodies' })
        .waitFor();

      await checkOverlay(page, button('Content wallet'), 'Content wallet', (dialog) =>
        dialog.getByRole('button', { name: 'Save to wallet' }),
      );
    } finally {
      await context.close();
    }
  });

  it("sets an image block's image from a product image, then from the drive, and saves each", async () => {
    const pageId = await overlayPage('/qa/overlays-images/');
    const [product] = (await seller.api.catalogue.products(DEMO_DIVISION, { limit: 60 })).filter(
      (candidate) => candidate.image,
    );
    if (!product?.image) throw new Error('the demo store has no product with an image');
    const { context, page } = await sellerPage();
    try {
      await openEditor(page, pageId);
      await selectBlock(page, 'ov-image');

      await page.getByRole('button', { name: 'Product image', exact: true }).click();
      const products = page.getByRole('dialog', { name: 'Select product image' });
      await products.getByLabel('Filter by product name').fill(product.name);
      await products.getByRole('button', { name: product.name, exact: true }).first().click();
      await products.waitFor({ state: 'detached' });
      await page.keyboard.press('ControlOrMeta+s');
      await expect
        .poll(() => storedBlock(pageId, 'ov-image')?.properties.src, { timeout: 15_000 })
        .toBe(product.image.original);
      // The block had alt text, so the product's does not replace it.
      expect(storedBlock(pageId, 'ov-image')?.properties.alt).toBe('A green square');

      await page.getByRole('button', { name: 'Choose from drive', exact: true }).click();
      const drive = page.getByRole('dialog', { name: 'Choose from drive' });
      await drive.getByRole('button', { name: 'drive-green.png' }).click();
      await drive.waitFor({ state: 'detached' });
      await page.keyboard.press('ControlOrMeta+s');
      await expect
        .poll(() => storedBlock(pageId, 'ov-image')?.properties.src, { timeout: 15_000 })
        .toBe(driveImage);
    } finally {
      await context.close();
    }
  });
});
