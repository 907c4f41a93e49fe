import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hydrated, markWindow, windowKept } from './runtimeSupport';

let e2e: E2E;

// Reloads are counted by document requests, not load events: a page may reload before its
// load event, while a module it needs is still failing.

/** Makes a built code file fail to load and collects what the page reports to the event collector. */
async function failCodeFile(page: Page, chunkName: string): Promise<string[]> {
  const reported: string[] = [];
  await page.route(`**/assets/${chunkName}-*.js`, (route) => route.abort());
  await page.route('**/omnis/v3/event-collector/', async (route) => {
    reported.push(route.request().postData() ?? '');
    await route.fulfill({
      status: 202,
      contentType: 'application/json',
      body: '{"message":"Accepted"}',
    });
  });
  return reported;
}
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('storefront resilience', () => {
  it('shows the failed-to-load screen with Reload 1 second after core data fails to load', async () => {
    const { page, context } = await e2e.newPage();
    // The page arrives without its embedded core data (a truncated or altered response).
    await page.route(`${e2e.server.origin}/about/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="storefront-state"[^>]*>[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    });
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { times: typeof times }).times = times;
      document.addEventListener('DOMContentLoaded', () => (times.started = performance.now()));
      new MutationObserver(() => {
        if (
          times.failed === undefined &&
          document.querySelector('[role="alert"] h1')?.textContent ===
            'Oops... Looks like something went wrong'
        ) {
          times.failed = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/about/');
    const screen = page
      .getByRole('alert')
      .filter({ hasText: 'Oops... Looks like something went wrong' });
    await screen.waitFor();
    const times = await page.evaluate(
      () => (window as unknown as { times: { started: number; failed: number } }).times,
    );
    expect(times.failed - times.started).toBeGreaterThanOrEqual(950);
    expect(times.failed - times.started).toBeLessThan(3000);
    const reloaded = page.waitForEvent('load');
    await screen.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await context.close();
  });

  it('reloads up to 3 times when a code file fails to load, then reports it', async () => {
    const { page, context } = await e2e.newPage();
    const reported = await failCodeFile(page, 'BasketScreen');
    // A simulated clock (running with real time until told otherwise) to run out timers below.
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    let reloads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloads += 1;
    });
    await page.locator('.sf-header-actions .sf-basket').click();
    await expect.poll(() => reported.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => reloads).toBe(3);
    expect(JSON.parse(reported[0] ?? '{}')).toMatchObject({ event: 'chunk-load-failed' });
    const log = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('chunk-reloads') ?? '{}') as Record<
          string,
          { count: number }
        >,
    );
    expect(Object.values(log).map((entry) => entry.count)).toEqual([3]);
    // After the third reload the shopper is told, with a way to try again, and nothing reloads on its own.
    const screen = page
      .getByRole('alert')
      .filter({ hasText: 'Oops... Looks like something went wrong' });
    await screen.waitFor();
    await expect(screen.getByRole('button', { name: 'Reload' }).isVisible()).resolves.toBe(true);
    await markWindow(page);
    await page.clock.runFor(60_000); // every timer due within a minute fires now
    await expect(windowKept(page)).resolves.toBe(true);
    expect(reloads).toBe(3);
    await context.close();
  });

  it('reloads up to 3 times when a block’s code fails on arrival, then reports it and shows the page without that block', async () => {
    const { page, context } = await e2e.newPage();
    const reported = await failCodeFile(page, 'Banner');
    await page.clock.install();
    let views = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) views += 1;
    });
    await page.goto('/');
    await expect.poll(() => reported.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => views).toBe(4); // the visit and 3 reloads
    await markWindow(page); // in the fourth page: the one that reported
    await page.clock.runFor(60_000);
    await expect(windowKept(page)).resolves.toBe(true);
    expect(views).toBe(4); // and no more
    expect(JSON.parse(reported[0] ?? '{}')).toMatchObject({
      event: 'chunk-load-failed',
      // The block's view (blocks/banner/view.ts) shares its component's chunk, named after it.
      payload: { message: expect.stringContaining('/assets/Banner-') },
    });
    // The page goes on without the block whose code is missing (as with an unknown block), not blank.
    await hydrated(page);
    await expect(page.locator('main').innerText()).resolves.toMatch(/\w{3,}/);
    await expect(page.locator('main [data-block-type="button"]').count()).resolves.toBeGreaterThan(
      0,
    );
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).first().isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });
});
