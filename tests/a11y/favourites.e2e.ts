/**
 * Accessibility of the favourites screen (issue 17): axe-core's WCAG 2.2 A and AA rules on
 * /favourites/ empty, with two favourites, and after the email form has answered; the
 * screen is used by keyboard alone (Tab to the email field, Enter sends). Zero violations.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../e2e/harness';
import { hydrated } from '../e2e/runtimeSupport';
import { describeViolations, wcagViolations } from './axe';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const violations = async (page: Page) => describeViolations(await wcagViolations(page));

async function keep(page: Page, product: string): Promise<void> {
  await page.goto(`/product/${product}/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await page.getByRole('button', { name: 'In your favourites' }).waitFor();
}

describe('favourites accessibility (WCAG 2.2 AA)', () => {
  it('/favourites/ empty has no violations', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/favourites/');
    await hydrated(page);
    await page.getByText('You have no favourites yet.').waitFor();
    expect(await violations(page)).toStrictEqual([]);
    await context.close();
  });

  it('/favourites/ with favourites and a sent email has no violations, by keyboard alone', async () => {
    const { page, context } = await e2e.newPage();
    await keep(page, 'fox-t-shirt');
    await keep(page, 'fox-tote-bag');
    await page.goto('/favourites/');
    await hydrated(page);
    await page.locator('.sf-basket-line-name').nth(1).waitFor();
    expect(await violations(page)).toStrictEqual([]);
    await page.getByRole('button', { name: 'Move all to basket' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe(
      'email',
    );
    await page.keyboard.type('shopper@example.com');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText("We've emailed you a link to your favourites")
      .waitFor();
    expect(await violations(page)).toStrictEqual([]);
    await context.close();
  });
});
