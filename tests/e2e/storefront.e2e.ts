import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('storefront', () => {
  it('serves the demo homepage from SSR, readable with JavaScript off', async () => {
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main [data-block-type]').count()).resolves.toBeGreaterThan(0);
    await expect(page.title()).resolves.not.toBe('');
    await context.close();
  });

  it('hydrates with no console errors', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/');
    await page.waitForFunction(
      () => (window as unknown as { $_TSR?: unknown }).$_TSR === undefined,
    );
    await expect(page.locator('main [data-block-type]').first().isVisible()).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with the not-found page', async () => {
    const { page, context } = await e2e.newPage();
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'We were unable to find this page' }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });
});
