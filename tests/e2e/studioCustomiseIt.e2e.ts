import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { logIn } from './sellerActions';

/**
 * A product's customiseIt design (issue 20) in Chromium: the seller saves a design from
 * the studio as a product's starting design; a shopper opening `/studio/{urlName}/` or
 * `/design-your-own-t-shirt/{urlName}/` gets it on the canvas; an unknown url says so.
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
});
