import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, wcagViolations } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated } from './runtimeSupport';

/**
 * The design studio (issue 20) in Chromium: a hoodie in navy, text on the front and the
 * back with the price following the print count, keyboard move and undo, add to basket;
 * the studio's controls pass axe.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('design studio', () => {
  it('redirects /custom/ to /design-your-own-t-shirt/', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/custom/');
    await page.waitForURL('**/design-your-own-t-shirt/');
    await page.getByRole('heading', { name: 'Design your own' }).waitFor();
  });

  it('designs a navy hoodie, prices by print count, moves and undoes from the keyboard, adds to basket', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/design-your-own-t-shirt/');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Design your own' }).waitFor();
    await page.locator('.st-canvas canvas').first().waitFor();
    const price = page.getByTestId('studio-price');

    await page.getByLabel('Product').selectOption('hoodie');
    await page.getByLabel('Colour').selectOption('Navy');
    await expect(price.textContent()).resolves.toBe('£45.00 (0 prints)');

    await page.getByLabel('New text').fill('Night owl');
    await page.getByRole('button', { name: 'Add text' }).click();
    await expect(price.textContent()).resolves.toBe('£50.00 (1 print)');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByLabel('New text').fill('Since 2026');
    await page.getByRole('button', { name: 'Add text' }).click();
    await expect(price.textContent()).resolves.toBe('£55.00 (2 prints)');

    const position = page.getByTestId('studio-selected-position');
    const before = await position.textContent();
    const canvas = page.getByRole('group', { name: /Design canvas/ });
    await canvas.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const [x, y] = (before ?? '').split(',').map(Number);
    await expect(position.textContent()).resolves.toBe(`${(x! + 2).toFixed(1)},${y!.toFixed(1)}`);
    await page.keyboard.press('Control+z');
    await expect(position.textContent()).resolves.toBe(`${(x! + 1).toFixed(1)},${y!.toFixed(1)}`);
    await page.keyboard.press('Delete');
    await expect(price.textContent()).resolves.toBe('£50.00 (1 print)');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(price.textContent()).resolves.toBe('£55.00 (2 prints)');

    expect(describeViolations(await wcagViolations(page))).toStrictEqual([]);

    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('status').getByText('Added to basket').waitFor();
    const basket = await page.request.get('/omnis/v3/basket/main/list/');
    const body = (await basket.json()) as { items: Array<{ name: string; options: unknown }> };
    expect(body.items).toHaveLength(1);
    expect(body.items[0]!.name).toMatch(/Hoodie$/);
  });
});
