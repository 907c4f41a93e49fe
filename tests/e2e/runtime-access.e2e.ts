import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hydrated, setPasswordProtected, signedInApi, signInThroughPage } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  // A page only signed-in visitors may see, made by the seller as in the editor.
  const seller = await signedInApi(e2e.server.origin, 'seller');
  const members = await seller.pages.create('demo', {
    url: '/members/',
    properties: { title: { value: 'Members' }, loginState: { value: 'logged-in' } },
    blocks: [
      {
        id: 'm1',
        uid: 'm1',
        type: 'textBlock',
        order: 0,
        properties: { template: 'v2', html: '<p>Members only offers</p>' },
      },
    ],
  });
  // Shoppers see published pages only (issue 14).
  await seller.publishing.publish('demo', members.id!);
});
afterAll(async () => {
  await e2e?.close();
});

const robots = (page: Page) =>
  page
    .locator('meta[name="robots"]')
    .getAttribute('content', { timeout: 1000 })
    .catch(() => null);

describe('storefront access', () => {
  it('sends a signed-out visitor of a logged-in page to /login/ and back after signing in', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    const response = await page.goto('/members/');
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe('/members/');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await page.getByLabel('Email').fill('seller@demo.localhost');
    await page.getByLabel(/^Password/).fill('demo-seller-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/members/');
    await page.getByText('Members only offers').waitFor();
    // Only for signed-in visitors: kept out of search engines.
    await expect(robots(page)).resolves.toBe('noindex');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('marks pages outside the sitemap noindex, and leaves listed pages indexable', async () => {
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto('/every-block/');
    await expect(robots(page)).resolves.toBe('noindex');
    await page.goto('/');
    await expect(robots(page)).resolves.toBeNull();
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
      `${e2e.server.origin}/`,
    );
    await page.goto('/about/');
    await expect(robots(page)).resolves.toBeNull();
    await context.close();
  });

  it('keeps a password-protected store to its team: visitors go to /login/, the seller sees it with the banner', async () => {
    setPasswordProtected(e2e.server.dataDir, true);
    try {
      const visitor = await e2e.newPage();
      for (const path of ['/', '/about/', '/collection/new-in/', '/basket/']) {
        await visitor.page.goto(path);
        expect(new URL(visitor.page.url()).pathname, path).toBe('/login/');
      }
      await visitor.page.goto('/sitemap.xml');
      await expect(visitor.page.content()).resolves.not.toContain('/about/');
      await visitor.context.close();

      const seller = await e2e.newPage();
      await signInThroughPage(seller.page, 'seller', '/about/');
      await seller.page.getByText('This store is password protected').first().waitFor();
      await seller.page.goto('/');
      expect(new URL(seller.page.url()).pathname).toBe('/');
      expect(seller.consoleErrors).toEqual([]);
      await seller.context.close();
    } finally {
      setPasswordProtected(e2e.server.dataDir, false);
    }
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
