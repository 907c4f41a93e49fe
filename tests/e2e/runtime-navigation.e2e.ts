import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hydrated, markWindow, windowKept } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('storefront navigation', () => {
  it('serves the homepage’s content, menu and links from SSR with JavaScript disabled', async () => {
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Loop & Thread');
    await expect(page.locator('main [data-block-type="banner"]').count()).resolves.toBeGreaterThan(
      0,
    );
    await expect(page.locator('main').innerText()).resolves.toMatch(/\w{3,}/);
    const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
    await expect(menu.getByRole('link', { name: 'Blog' }).getAttribute('href')).resolves.toBe(
      '/blog/',
    );
    // No script ran: the router's bootstrap data is still in the page.
    await expect(page.locator('script[type="module"]').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it('names every script the homepage runs before hydrating in its HTML, block chunks included', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) loaded.push(pathname);
    });
    const response = await page.goto('/');
    await hydrated(page);
    const html = (await response?.text()) ?? '';
    const named = new Set(
      [
        ...html.matchAll(/<(?:link rel="modulepreload" href|script type="module" src)="([^"]+)"/g),
      ].map((match) => match[1]),
    );
    // The server preloads the chunks of the blocks the page shows; Vite's own table is off.
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/Banner-[^"]+\.js"/);
    expect(loaded.length).toBeGreaterThan(3);
    expect(loaded.filter((path) => !named.has(path))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens a desktop submenu on hover and closes it 200 ms after the pointer leaves', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/');
    await hydrated(page);
    const shop = page.locator('.sf-header-menu').getByRole('button', { name: 'Shop' });
    const submenu = page.locator('.sf-header-menu .sf-submenu').first();
    await shop.hover();
    await expect(submenu.isVisible()).resolves.toBe(true);
    await expect(shop.getAttribute('aria-expanded')).resolves.toBe('true');
    // The page times it: from the pointer leaving the entry to the panel hiding.
    await page.evaluate(() => {
      const panel = document.querySelector<HTMLElement>('.sf-header-menu .sf-submenu')!;
      const timing: Record<string, number | boolean> = {};
      (window as unknown as { menuTiming: typeof timing }).menuTiming = timing;
      panel.closest('li')!.addEventListener('pointerleave', () => {
        timing.left = performance.now();
        setTimeout(() => (timing.openAt100 = !panel.hidden), 100);
      });
      new MutationObserver(() => {
        if (panel.hidden) timing.hidden = performance.now();
      }).observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    });
    await page.mouse.move(1, 1); // the header's corner: outside the entry and its panel
    await submenu.waitFor({ state: 'hidden' });
    const closedAfter = await page.evaluate(() => {
      const timing = (
        window as unknown as { menuTiming: { left: number; hidden: number; openAt100: boolean } }
      ).menuTiming;
      return { openAt100: timing.openAt100, ms: timing.hidden - timing.left, hidden: true };
    });
    expect(closedAfter.openAt100).toBe(true);
    expect(closedAfter.hidden).toBe(true);
    expect(closedAfter.ms).toBeGreaterThanOrEqual(195);
    expect(closedAfter.ms).toBeLessThan(600);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('navigates through the desktop menu in the app, with breadcrumbs', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await page.locator('.sf-header-menu').getByRole('button', { name: 'Shop' }).hover();
    await page
      .locator('.sf-header-menu .sf-submenu')
      .getByRole('link', { name: 'Best sellers' })
      .click();
    await page.waitForURL('**/collection/best-sellers/');
    await page.getByRole('heading', { level: 1, name: 'Best sellers' }).waitFor();
    await expect(windowKept(page)).resolves.toBe(true);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      'Home',
      'Best sellers',
    ]);
    await expect(page.locator('.sf-header-menu .sf-submenu').first().isHidden()).resolves.toBe(
      true,
    );
    await page.locator('.sf-header-menu').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about/');
    await crumbs.getByText('About us').waitFor();
    await expect(crumbs.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      'Home',
      'About us',
    ]);
    await crumbs.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(windowKept(page)).resolves.toBe(true);
    await expect(page.title()).resolves.toBe('Loop & Thread');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('slides the mobile menu in by levels: open, a level in, back, navigate', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 375, height: 760 },
    });
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor(); // its code arrives with the first opening
    await drawer.getByRole('button', { name: 'Shop' }).click();
    await drawer.getByRole('heading', { name: 'Shop', exact: true }).waitFor();
    await expect(drawer.getByRole('button', { name: 'Designs' }).isVisible()).resolves.toBe(false);
    await drawer.getByRole('button', { name: 'Back' }).click();
    await drawer.getByRole('button', { name: 'Designs' }).click();
    const firstDesign = drawer.locator('.sf-level-1 .sf-links a').first();
    const href = await firstDesign.getAttribute('href');
    await firstDesign.click();
    await page.waitForURL(`**${href}`);
    await drawer.waitFor({ state: 'hidden' });
    await expect(windowKept(page)).resolves.toBe(true);
    // The bottom bar of small screens is there, with its basket.
    await expect(
      page
        .getByRole('navigation', { name: 'Shortcuts' })
        .getByRole('link', { name: /Basket/ })
        .isVisible(),
    ).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers unknown paths and /404/ with the not-found page', async () => {
    const { page, context } = await e2e.newPage();
    for (const path of [
      '/no-such-page/',
      '/404/',
      '/product/no-such-product/',
      '/collection/no-such-collection/',
      '/blog/no-such-post/',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { name: 'We were unable to find this page' }).isVisible(),
      ).resolves.toBe(true);
    }
    await context.close();
  });
});
