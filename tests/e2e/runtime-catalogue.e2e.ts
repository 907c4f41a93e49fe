import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framesDrawn } from './frames';
import { startE2E, type E2E } from './harness';
import { hydrated, markWindow, windowKept } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const basketLabel = (page: Page) =>
  page.locator('.sf-header-actions .sf-basket').getAttribute('aria-label');
const crumbTexts = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts();

async function productJsonLd(
  page: Page,
): Promise<{ name: string; offers: Record<string, string> }> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as { name: string; offers: Record<string, string> };
}

describe('product, basket and search', () => {
  it('renders a product page with breadcrumbs, title and a Product offer valid one year', async () => {
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/product/fox-t-shirt/');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Fox T-Shirt | Loop & Thread');
    await expect(crumbTexts(page)).resolves.toEqual(['Home', 'Fox T-Shirt']);
    const jsonLd = await productJsonLd(page);
    const nextYear = new Date();
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Fox T-Shirt',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'GBP',
        price: '20.00',
        priceValidUntil: nextYear.toISOString().slice(0, 10),
      },
    });
    await expect(page.locator('.sf-product-price').innerText()).resolves.toMatch(
      /£25\.00\s+Now\s*£20\.00|£25\.00.*£20\.00/s,
    );
    await page.goto('/product/fox-t-shirt/heather-grey/');
    await expect(page.locator('.sf-choice-label').first().innerText()).resolves.toBe(
      'Colour: Heather Grey',
    );
    await context.close();
  });

  it('shows prices in the shopper’s currency', async () => {
    const { page, context } = await e2e.newPage();
    await context.addCookies([{ name: 'currency', value: 'USD', url: e2e.server.origin }]);
    await page.goto('/product/fox-t-shirt/');
    await expect(page.locator('.sf-product-price').innerText()).resolves.toContain('$');
    expect((await productJsonLd(page)).offers.priceCurrency).toBe('USD');
    await context.close();
  });

  it('adds to the basket (the header count updates), changes the quantity and removes the line', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/product/fox-t-shirt/');
    await hydrated(page);
    await expect(basketLabel(page)).resolves.toBe('Basket, 0 items');
    await page.getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') ===
        'Basket, 1 item',
    );
    await page.getByRole('status').getByText('Fox T-Shirt was added to your basket').waitFor();
    await markWindow(page);
    await page.locator('.sf-header-actions .sf-basket').click();
    await page.waitForURL('**/basket/');
    await page.getByRole('heading', { name: 'Your basket' }).waitFor();
    await expect(windowKept(page)).resolves.toBe(true);
    await expect(page.locator('.sf-basket-line-name').allInnerTexts()).resolves.toEqual([
      'Fox T-Shirt',
    ]);
    await page.getByLabel('Quantity').selectOption('3');
    await page.waitForFunction(
      () =>
        document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') ===
        'Basket, 3 items',
    );
    await expect(page.locator('.sf-basket-subtotal').innerText()).resolves.toContain('£60.00');
    await page.getByRole('button', { name: 'Remove Fox T-Shirt' }).click();
    await page.getByText('Your basket is empty.').waitFor();
    await expect(basketLabel(page)).resolves.toBe('Basket, 0 items');
    // The basket belongs to the session: a fresh load agrees.
    await page.reload();
    await page.getByText('Your basket is empty.').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says the product is no longer available when adding fails', async () => {
    const { page, context } = await e2e.newPage();
    await page.route('**/omnis/v3/frontend/product/addItemToCart/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Gone' }),
      }),
    );
    await page.goto('/product/fox-tote-bag/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page
      .getByRole('alert')
      .getByText('Oops... Looks like this product is no longer available')
      .waitFor();
    await expect(basketLabel(page)).resolves.toBe('Basket, 0 items');
    await context.close();
  });

  it('adds to the basket for an embedded frame through the add-to-cart message channel', async () => {
    const { page, context } = await e2e.newPage();
    // The every-block page embeds https://designer.example/embed; here it asks for a tote bag.
    await page.route('https://designer.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>
          addEventListener('message', (event) => { document.title = event.data.type + (event.data.reason ? ': ' + event.data.reason : ''); });
          parent.postMessage({ type: 'add-to-cart', variantId: 'fox-tote-bag:Natural:One Size' }, '*');
        </script>`,
      }),
    );
    await page.goto('/every-block/');
    await hydrated(page);
    await page.locator('iframe[title="T-shirt designer"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelector('.sf-header-actions .sf-basket')?.getAttribute('aria-label') ===
        'Basket, 1 item',
    );
    const framed = page.frames().find((each) => each.url().startsWith('https://designer.example/'));
    // The frame is told the add succeeded (a missing frame fails here rather than passing unread).
    expect(framed).toBeDefined();
    await framed!.waitForFunction(() => document.title === 'add-to-cart-complete');
    expect(await framed!.title()).toBe('add-to-cart-complete');
    await expect(basketLabel(page)).resolves.toBe('Basket, 1 item');
    await context.close();
  });

  it('redirects configured search terms whatever their case, and ranks products for other searches', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/search/?q=HOODIE');
    expect(new URL(page.url()).pathname).toBe('/collection/hoodies/');
    await page.goto('/search/');
    await hydrated(page);
    await markWindow(page);
    await page.getByRole('searchbox').fill('whale');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search/?q=whale');
    await page
      .getByRole('status')
      .getByText(/products? match/)
      .waitFor();
    const names = await page.locator('.sf-product-tile-name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Whale'))).toBe(true);
    await expect(windowKept(page)).resolves.toBe(true);
    await page.getByRole('searchbox').fill('hoodie');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/collection/hoodies/');
    await page.getByRole('heading', { level: 1, name: 'Hoodies' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('collection page', () => {
  const tileNames = (page: Page) => page.locator('.sf-product-tile-name').allInnerTexts();

  it('loads more products near the end, and going back shows the same products at the same place', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/collection/designs/');
    await hydrated(page);
    // The first page holds 12 of the 30 products; scrolling to the end loads the rest.
    await expect(tileNames(page)).resolves.toHaveLength(12);
    for (const shown of [24, 30]) {
      await page.locator('[data-testid="collection-end"]').scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (count) => document.querySelectorAll('.sf-product-tile').length === count,
        shown,
      );
    }
    const names = await tileNames(page);
    await markWindow(page);
    const tile = page.locator('.sf-product-tile-link').nth(20);
    await tile.scrollIntoViewIfNeeded();
    await framesDrawn(page); // the scroll event, sent with the next frame, has been heard
    const position = await page.evaluate(() => window.scrollY);
    expect(position).toBeGreaterThan(0);
    const opened = (await tile.locator('.sf-product-tile-name').innerText()).trim();
    await tile.click();
    await page.getByRole('heading', { level: 1, name: opened }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'All designs' }).waitFor();
    // Restored 300 ms after returning, with every product loaded before still there.
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, position);
    await expect(tileNames(page)).resolves.toEqual(names);
    await expect(windowKept(page)).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('finds the T-Shirts when a shopper searches for "tee"', async () => {
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto('/search/?q=tee');
    const names = await tileNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.endsWith('T-Shirt'))).toBe(true);
    await context.close();
  });
});

describe('demo store', () => {
  it('shows the seeded picture of the shop in the homepage image block, in the store theme the other screens use', async () => {
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    const look = () =>
      page.evaluate(() =>
        ['body', 'header', 'footer'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return `${style.backgroundColor} ${style.color} ${style.fontFamily}`;
        }),
      );
    await page.goto('/');
    const picture = page.getByRole('img', {
      name: 'A rail of organic cotton t-shirts in earthy colours',
    });
    await expect(picture.getAttribute('src')).resolves.toContain('seed-lifestyle-rack-of-tees');
    const homepage = await look();
    for (const path of ['/collection/designs/', '/product/fox-t-shirt/', '/basket/']) {
      await page.goto(path);
      await expect(look(), path).resolves.toEqual(homepage);
    }
    await context.close();
  });
});

describe('blog, sitemap, icons and chat', () => {
  it('lists blog posts and opens one with its breadcrumbs; /learn/ leads to the blog', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/blog/');
    await hydrated(page);
    await expect(crumbTexts(page)).resolves.toEqual(['Home', 'Blog']);
    await page.getByRole('link', { name: 'Caring for organic cotton' }).click();
    await page.waitForURL('**/blog/caring-for-organic-cotton/');
    await page.getByRole('heading', { level: 1, name: 'Caring for organic cotton' }).waitFor();
    // The post's text, as a shopper reads it.
    await page.getByRole('heading', { level: 2, name: 'When it is worn out' }).waitFor();
    await expect(page.locator('.sf-post-body').innerText()).resolves.toContain(
      'Wash your tee inside out at 30°C',
    );
    await expect(crumbTexts(page)).resolves.toEqual(['Home', 'Blog', 'Caring for organic cotton']);
    await expect(page.title()).resolves.toBe('Caring for organic cotton | Loop & Thread');
    await page.goto('/learn/meet-the-illustrators/');
    expect(new URL(page.url()).pathname).toBe('/blog/meet-the-illustrators/');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('serves sitemap.xml with listed pages, products and collections, and the /sitemap/ page', async () => {
    const response = await fetch(`${e2e.server.origin}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    for (const path of ['/', '/about/', '/product/fox-t-shirt/', '/collection/hoodies/'])
      expect(xml).toContain(`<loc>${e2e.server.origin}${path}</loc>`);
    // every-block and winter-sale are kept out of the sitemap by their pages' settings.
    expect(xml).not.toContain('/every-block/');
    expect(xml).not.toContain('/winter-sale/');
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto('/sitemap/');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'About us' }).getAttribute('href'),
    ).resolves.toBe('/about/');
    await context.close();
  });

  it('links the self-hosted icon kit only on pages that show icons', async () => {
    const { page, context } = await e2e.newPage();
    const fonts: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/fontawesome/webfonts/')) fonts.push(response.status());
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('link[href^="/fontawesome/"]').count()).resolves.toBe(0);
    await page.goto('/every-block/');
    await hydrated(page);
    await expect(
      page.locator('link[href="/fontawesome/css/fontawesome.min.css"]').count(),
    ).resolves.toBe(1);
    await page.locator('i.fa-solid').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.fonts.check('900 16px "Font Awesome 7 Free"'));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((status) => status === 200)).toBe(true);
    await context.close();
  });

  it('opens the live-chat panel from the liveChat block, keeps it open across a reload, and closes it', async () => {
    const { page, context, consoleErrors } = await e2e.newPage();
    await page.goto('/every-block/');
    await hydrated(page);
    // The page's gate block asks first.
    await page.getByRole('button', { name: 'Yes, enter' }).click();
    await page.getByRole('button', { name: 'Start a chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Live chat' });
    await panel.waitFor();
    await expect(panel.innerText()).resolves.toContain('Support team');
    await page.reload();
    await hydrated(page);
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
