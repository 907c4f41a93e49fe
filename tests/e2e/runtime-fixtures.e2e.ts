import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePageSummary } from '../../src/model';
import { startE2E, type E2E } from './harness';
import { hydrated, signedInApi } from './runtimeSupport';

let e2e: E2E;
let seeded: StorePageSummary[];
beforeAll(async () => {
  e2e = await startE2E();
  // Staff see every page of the store, unpublished ones included.
  seeded = await (await signedInApi(e2e.server.origin, 'staff')).pages.list('demo');
});
afterAll(async () => {
  await e2e?.close();
});

describe('every seeded fixture page', () => {
  it('seeds the fixture pages, all published', () => {
    expect(seeded.map((page) => page.url)).toEqual(
      expect.arrayContaining([
        '/',
        '/about/',
        '/every-block/',
        '/lookbook/autumn/',
        '/size-guide/',
        '/winter-sale/',
      ]),
    );
    expect(seeded.every((page) => page.published)).toBe(true);
  });

  it('opens each published page for a shopper with no console errors, at desktop and phone widths', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 760 },
    ]) {
      const { page, context, consoleErrors } = await e2e.newPage({ viewport });
      for (const { url } of seeded.filter((each) => each.published && each.url)) {
        const response = await page.goto(url!);
        expect(response?.status(), url!).toBe(200);
        await hydrated(page);
        await page.locator('main').waitFor();
        // Lazy block code, images and frames settle before the console is read.
        await page.waitForLoadState('networkidle');
        expect(consoleErrors, `${url} at ${viewport.width}px`).toEqual([]);
      }
      await context.close();
    }
  });
});
