/**
 * Deterministic screenshots of a storefront page: a fixed clock, no animations or caret,
 * reduced motion, no requests leaving the server (every fixture is offline), fonts and
 * every image (lazy ones too) loaded before the shot, frames and videos masked (their
 * content is not ours), and a capped height so PNGs stay small.
 */
import type { Browser, Page } from 'playwright-core';

/** Conditions and dates on fixture pages are judged against this time in the browser. */
export const FIXED_TIME = new Date('2026-11-20T12:00:00Z');
export const VIEWPORT_HEIGHT = 900;
/** The full page is captured, down to this many CSS pixels. */
export const MAX_CAPTURE_HEIGHT = 3000;

/** Opens `path` at `width` and waits until it is hydrated and every font and picture has loaded. */
export async function openStill(browser: Browser, origin: string, path: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: VIEWPORT_HEIGHT },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  await context.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient')));
  const page = await context.newPage();
  try {
    await settle(page, path);
    return page;
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function settle(page: Page, path: string): Promise<void> {
  await page.clock.setFixedTime(FIXED_TIME);
  const response = await page.goto(path, { waitUntil: 'load' });
  // Never record or compare an error screen as if it were the page.
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}, not 200`);
  await page.waitForFunction(() => (window as unknown as { $_TSR?: unknown }).$_TSR === undefined);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
}

/** The page from the top, full width, at most MAX_CAPTURE_HEIGHT tall. */
export async function captureStill(page: Page): Promise<Buffer> {
  const width = page.viewportSize()?.width ?? 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, MAX_CAPTURE_HEIGHT) },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [page.locator('iframe, video')],
  });
}
