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

/** The header's box and the page's offset under it, in px (1rem = 16px). */
const headerBox = () => {
  const header = document.querySelector<HTMLElement>('.sf-header')!;
  const app = document.querySelector<HTMLElement>('.sf-app')!;
  return {
    position: getComputedStyle(header).position,
    height: header.getBoundingClientRect().height,
    offset: parseFloat(getComputedStyle(app).paddingTop),
    logoMax: getComputedStyle(document.querySelector('.sf-logo')!).maxWidth,
  };
};

/**
 * The header's height once it has (or has not) the state attribute (`data-scrolled`
 * follows the scroll event, `data-search-bar` the search button) and the 0.2s transitions
 * that change started have run.
 */
const settledHeight = async ({ attribute, present }: { attribute: string; present: boolean }) => {
  const header = document.querySelector<HTMLElement>('.sf-header')!;
  await new Promise<void>((resolve) => {
    const shows = () => header.hasAttribute(attribute) === present;
    if (shows()) return resolve();
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(header, { attributes: true, attributeFilter: [attribute] });
  });
  await Promise.all(
    header
      .getAnimations({ subtree: true })
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  return header.getBoundingClientRect().height;
};

describe('storefront layout shell', () => {
  it('fixes the header at 5rem with the page pushed below it, 4rem after scrolling, 6.5rem with the search bar', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/');
    await hydrated(page);
    await expect(page.evaluate(headerBox)).resolves.toStrictEqual({
      position: 'fixed',
      height: 80,
      offset: 80,
      logoMax: '220px',
    });
    // Nothing starts under the header: the first thing after it begins at its bottom.
    const contentTop = await page.evaluate(
      () => document.querySelector('.sf-announcement, .sf-content')!.getBoundingClientRect().top,
    );
    expect(contentTop).toBeGreaterThanOrEqual(80);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(
      page.evaluate(settledHeight, { attribute: 'data-scrolled', present: true }),
    ).resolves.toBe(64);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(
      page.evaluate(settledHeight, { attribute: 'data-scrolled', present: false }),
    ).resolves.toBe(80);

    await page.locator('.sf-header').getByRole('button', { name: 'Search the store' }).click();
    const field = page.getByRole('searchbox', { name: 'Search for products' });
    await field.waitFor(); // its code arrives with the first opening
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await expect(
      page.evaluate(settledHeight, { attribute: 'data-search-bar', present: true }),
    ).resolves.toBe(104);
    await expect(page.evaluate(headerBox)).resolves.toMatchObject({ offset: 104 });
    await field.fill('fox');
    await field.press('Enter');
    await page.waitForURL('**/search/?q=fox');
    await field.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is 3.5rem on a phone, with a 220px sidebar drawer that closes on the backdrop and Escape and gives focus back', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 375, height: 760 },
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.evaluate(headerBox)).resolves.toMatchObject({ height: 56, offset: 56 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect(drawer.evaluate((panel) => panel.getBoundingClientRect().width)).resolves.toBe(
      220,
    );
    await expect(drawer.evaluate((panel) => panel.contains(document.activeElement))).resolves.toBe(
      true,
    );
    await page.mouse.click(340, 400); // the backdrop, right of the panel
    await drawer.waitFor({ state: 'hidden' });
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await toggle.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('closes the sidebar drawer on route change: following one of its links, and going back', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 375, height: 760 },
    });
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await toggle.click();
    await drawer.getByRole('button', { name: 'Designs' }).click();
    await drawer.getByRole('link', { name: 'Shop all Designs' }).click();
    await page.waitForURL('**/collection/designs/');
    await drawer.waitFor({ state: 'hidden' });
    // A route change the drawer did not start (the browser's Back) closes it too.
    await toggle.click();
    await drawer.waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await drawer.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('hides header, sidebar and the extra regions in headless mode', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 375, height: 760 } });
    await page.goto('/?operator=headless');
    await hydrated(page);
    await expect(page.locator('.sf-header').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Open menu' }).count()).resolves.toBe(0);
    await expect(
      page.locator('.sf-footer, .sf-bottom-nav, .sf-announcement').count(),
    ).resolves.toBe(0);
    await expect(
      page.evaluate(() => getComputedStyle(document.querySelector('.sf-app')!).paddingTop),
    ).resolves.toBe('0px');
    await context.close();
  });

  it('renders the footer with the page, so every visit of a page looks the same', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer.getByRole('link', { name: 'Sitemap' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('keeps a submenu open when its entry is clicked after hovering, and links "Shop all" for real', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/');
    await hydrated(page);
    const menu = page.locator('.sf-header-menu');
    const designs = menu.getByRole('button', { name: 'Designs' });
    await designs.hover();
    await designs.click();
    await expect(designs.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator('.sf-header-menu .sf-submenu').nth(1);
    await expect(panel.isVisible()).resolves.toBe(true);
    const all = panel.getByRole('link', { name: 'Shop all Designs' });
    await expect(all.getAttribute('href')).resolves.toBe('/collection/designs/');
    await menu.getByRole('button', { name: 'Shop' }).hover();
    const shopPanel = page.locator('.sf-header-menu .sf-submenu').first();
    await expect(
      shopPanel.getByRole('link', { name: 'Shop all', exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(shopPanel.getByText('Shop all Shop').count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('header tooltips', () => {
  it('hints an icon button below it (the top 60 px is kept clear), on hover and focus, until Escape', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Search the store' });
    const hint = page.locator('.sf-header-actions .sf-tooltip');
    await toggle.hover();
    await expect(hint.innerText()).resolves.toBe('Search');
    await expect(hint.getAttribute('data-side')).resolves.toBe('bottom');
    const [button, tooltip] = await Promise.all([toggle.boundingBox(), hint.boundingBox()]);
    expect(tooltip!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    await page.mouse.move(0, 600);
    await expect(hint.count()).resolves.toBe(0);
    await page.locator('.sf-header-actions .sf-basket').focus();
    await expect(hint.innerText()).resolves.toBe('Basket');
    await page.keyboard.press('Escape');
    await expect(hint.count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
