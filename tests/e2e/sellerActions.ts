/**
 * What the editor's end-to-end suites do as the demo seller: sign in, drag with the
 * mouse as a person would, and read the canvas's top-level block types.
 */
import type { Page } from 'playwright-core';
import { clicksReachThePage, framesDrawn } from './frames';

export const SELLER = { email: 'seller@demo.localhost', password: 'demo-seller-password' };

/** Signs in through the storefront's /login/ form and lands on the pages list. */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/login/?redirect_uri=/dashboard/pages/');
  await page.getByLabel('Email').fill(SELLER.email);
  await page.getByLabel('Password').fill(SELLER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // By path: a glob would match the login URL itself, whose redirect_uri names the list.
  await page.waitForURL((url) => url.pathname === '/dashboard/pages/');
}

/** A mouse drag: press, move past the activation distance, travel in steps, release. */
export async function dragTo(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await framesDrawn(page);
  await page.mouse.up();
  await clicksReachThePage(page);
}

/** The block types at the top level of the canvas, in order. */
export const topLevelTypes = (page: Page): Promise<(string | null)[]> =>
  page
    .locator('.ed-canvas .pb-page > .pb-cell')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-block-type')));
