/**
 * Font loading on the storefront (issue 24, the fonts row): the theme's font batch
 * travels in the page's embedded state, the browser loads it and <html data-fonts> goes
 * loading, then active; with the font files unreachable it ends inactive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hydrated } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const fontsState = () => document.documentElement.dataset.fonts;

describe('font loading', () => {
  it("loads the theme's batch (400, 700 and the default weight; swap last) and becomes active", async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto('/');
      await hydrated(page);
      const batch = await page.evaluate(
        () =>
          (
            JSON.parse(document.getElementById('storefront-state')?.textContent ?? '{}') as {
              head?: { fonts?: Array<{ family: string; weights: number[]; display: string }> };
            }
          ).head?.fonts ?? [],
      );
      expect(batch.length).toBeGreaterThan(0);
      for (const font of batch) expect(font.weights).toEqual(expect.arrayContaining([400, 700]));
      expect(batch.at(-1)?.display).toBe('swap');
      await expect.poll(() => page.evaluate(fontsState)).toBe('active');
    } finally {
      await context.close();
    }
  });

  it('ends inactive when the font files cannot be fetched', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.route('**/fonts/**/files/**', (route) => route.abort());
      await page.goto('/');
      await hydrated(page);
      await expect.poll(() => page.evaluate(fontsState)).toBe('inactive');
    } finally {
      await context.close();
    }
  });
});
