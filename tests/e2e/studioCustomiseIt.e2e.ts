import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { logIn } from './sellerActions';
import { findBaseProduct } from '../../src/designs';
import { areaRect } from '../../studio/layout';

/**
 * A product's customiseIt design (issue 20) in Chromium: the seller saves a design from
 * the studio as a product's starting design; a shopper opening `/studio/{urlName}/` or
 * `/design-your-own-t-shirt/{urlName}/` gets it on the canvas; an unknown url says so.
 * Also the two-finger pinch on a touch screen (studio/usePinch.ts).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** The texts Konva draws on the studio's stage (what the canvas shows). */
const canvasTexts = (page: Page) =>
  page.evaluate(() => {
    const konva = (
      window as unknown as {
        Konva?: { stages: Array<{ find(s: string): Array<{ text(): string }> }> };
      }
    ).Konva;
    return konva?.stages.flatMap((stage) => stage.find('Text').map((node) => node.text())) ?? [];
  });

describe('customiseIt', () => {
  it('opens a product with the design its seller gave it; an unknown url is not found', async () => {
    const { page: seller } = await e2e.newPage();
    await logIn(seller);
    await seller.goto('/design-your-own-hoodie/');
    await seller.getByLabel('Colour').selectOption('Navy');
    await seller.getByLabel('New text').fill('Otter Club');
    await seller.getByRole('button', { name: 'Add text' }).click();
    const productPicker = seller.getByLabel('Product that opens with this design');
    await productPicker.waitFor();
    const first = (await productPicker.locator('option').nth(1).textContent())!.trim();
    await productPicker.selectOption({ index: 1 });
    await seller.getByRole('button', { name: 'Save as the product’s starting design' }).click();
    await seller.getByText(`Saved as the starting design of ${first}`).waitFor();
    const product = queryServerDb<{ url_name: string; customise_it: string }>(
      e2e.server.dataDir,
      `SELECT url_name, customise_it FROM products WHERE name = ? AND customise_it IS NOT NULL`,
      first,
    )!;
    expect(product.customise_it).toBeTruthy();

    const { page } = await e2e.newPage();
    for (const path of [
      `/studio/${product.url_name}/`,
      `/design-your-own-t-shirt/${product.url_name}/`,
    ]) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Text: Otter Club' }).waitFor();
      await expect(page.locator('#st-product').inputValue()).resolves.toBe('hoodie');
      await expect(page.getByLabel('Colour').inputValue()).resolves.toBe('Navy');
      await expect.poll(() => canvasTexts(page)).toContain('Otter Club');
    }
    // The seller controls are the seller's only.
    await expect(page.getByLabel('Product that opens with this design').count()).resolves.toBe(0);

    await page.goto('/studio/no-such-product/');
    await page.getByRole('heading', { name: 'Design not found' }).waitFor();
    await page.getByRole('alert').getByText('There is no design at this address').waitFor();
    await page.getByRole('link', { name: 'Start a new design' }).waitFor();
    await expectAccessible(page);
  });

  it('turns and scales the selected element with a two-finger pinch, in one undo step', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.origin,
      viewport: { width: 1280, height: 900 },
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.goto('/design-your-own-t-shirt/');
      await page.getByLabel('New text').fill('Pinch me');
      await page.getByRole('button', { name: 'Add text' }).click();
      const rotation = page.getByTestId('studio-selected-rotation');
      await expect(rotation.textContent()).resolves.toBe('0');
      // The canvas is drawn again once the design's fonts load: measure the settled one.
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      await page.waitForTimeout(500);
      const size = page.getByLabel('Text size (mm)');
      const before = Number(await size.inputValue());
      const stage = page.locator('.st-canvas canvas').first();
      await stage.scrollIntoViewIfNeeded();
      const box = (await stage.boundingBox())!;
      const tee = findBaseProduct('t-shirt')!;
      const front = tee.areas[0]!;
      const rect = areaRect(tee, front);
      const centre = {
        x: box.x + rect.x + (front.widthMm / 2) * rect.scale,
        y: box.y + rect.y + (front.heightMm / 3) * rect.scale,
      };
      // Fingers 40 px either side of the text, then turned a quarter and spread to twice.
      const fingers = (half: number, turned: boolean) =>
        turned
          ? [
              { x: centre.x, y: centre.y - half, id: 1 },
              { x: centre.x, y: centre.y + half, id: 2 },
            ]
          : [
              { x: centre.x - half, y: centre.y, id: 1 },
              { x: centre.x + half, y: centre.y, id: 2 },
            ];
      const cdp = await context.newCDPSession(page);
      const touch = (type: string, touchPoints: object[]) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints } as never);
      await touch('touchStart', fingers(40, false));
      for (let step = 1; step <= 5; step += 1) {
        const angle = (Math.PI / 2) * (step / 5);
        const half = 40 + 40 * (step / 5);
        await touch('touchMove', [
          { x: centre.x - half * Math.cos(angle), y: centre.y - half * Math.sin(angle), id: 1 },
          { x: centre.x + half * Math.cos(angle), y: centre.y + half * Math.sin(angle), id: 2 },
        ]);
      }
      await touch('touchEnd', []);
      await expect.poll(async () => Number(await rotation.textContent())).toBeCloseTo(90, 0);
      expect(Number(await size.inputValue())).toBeCloseTo(before * 2, -1);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(rotation.textContent()).resolves.toBe('0');
      expect(Number(await size.inputValue())).toBe(before);
    } finally {
      await context.close();
    }
  });
});
