/**
 * Deterministic screenshots of a storefront page: a fixed clock, no animations or caret,
 * reduced motion, no requests leaving the server (every fixture is offline), fonts, every
 * image (lazy ones too) and every request finished before the shot, frames and videos
 * masked (their content is not ours), and a capped height so PNGs stay small.
 */
import { rememberConsent, rememberOfferAnswered } from '../e2e/consentCookie';
import type { Browser, Page } from 'playwright-core';
import { MAX_CAPTURE_HEIGHT, VIEWPORT_HEIGHT } from './plan';

/** Conditions and dates on fixture pages are judged against this time in the browser. */
export const FIXED_TIME = new Date('2026-11-20T12:00:00Z');
const SETTLE_TIMEOUT_MS = 20_000;

/** A storefront path, or a mail page's email HTML (mail pages are sent, not served). */
export type StillTarget = { path: string } | { html: string };

/**
 * Opens the target at `width` and waits until it is hydrated and quiet, with everything
 * down to `revealHeight` scrolled past once so lazy content has loaded. The page's
 * context is its own; close it with `page.context().close()`.
 */
export async function openStill(
  browser: Browser,
  origin: string,
  target: StillTarget,
  width: number,
  revealHeight: number = MAX_CAPTURE_HEIGHT,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: VIEWPORT_HEIGHT },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  await rememberConsent(context, origin);
  await rememberOfferAnswered(context, origin);
  await context.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const requests = trackRequests(page);
  try {
    await settle(page, target);
    await reveal(page, revealHeight);
    await waitForQuiet(page, requests);
    await imagesLoaded(page);
    return page;
  } catch (error) {
    await context.close();
    const detail = errors.length > 0 ? `\nBrowser errors:\n${errors.join('\n')}` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${detail}`, {
      cause: error,
    });
  }
}

/**
 * The page's requests as events: how many are unfinished, how many have started, and a
 * promise for the moment none is in flight.
 */
interface RequestTracker {
  inFlight(): number;
  started(): number;
  idle(): Promise<void>;
}

function trackRequests(page: Page): RequestTracker {
  let pending = 0;
  let started = 0;
  let waiters: Array<() => void> = [];
  const finished = () => {
    pending -= 1;
    if (pending > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', () => {
    pending += 1;
    started += 1;
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    inFlight: () => pending,
    started: () => started,
    idle: () =>
      pending === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake)),
  };
}

/** Two animation frames: whatever the last events changed has been rendered and painted. */
const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Quiet: nothing in flight, and nothing new started while two frames were rendered
 * (a finished request often starts another: a chunk, then its image). Event-driven, no
 * fixed pause; gives up after SETTLE_TIMEOUT_MS.
 */
async function waitForQuiet(page: Page, requests: RequestTracker): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SETTLE_TIMEOUT_MS);
  });
  try {
    for (;;) {
      if ((await Promise.race([requests.idle(), timedOut])) === 'timeout')
        throw new Error(
          `${requests.inFlight()} requests still in flight after ${SETTLE_TIMEOUT_MS / 1000} s`,
        );
      const before = requests.started();
      await twoFrames(page);
      if (requests.inFlight() === 0 && requests.started() === before) return;
    }
  } finally {
    clearTimeout(timer);
  }
}

async function settle(page: Page, target: StillTarget): Promise<void> {
  await page.clock.setFixedTime(FIXED_TIME);
  if ('html' in target) {
    await page.setContent(target.html, { waitUntil: 'load' });
  } else {
    const response = await page.goto(target.path, { waitUntil: 'load' });
    // Never record or compare an error screen as if it were the page.
    if (response?.status() !== 200)
      throw new Error(`${target.path} answered ${response?.status() ?? 'nothing'}, not 200`);
    await page.waitForFunction(
      () => (window as unknown as { $_TSR?: unknown }).$_TSR === undefined,
      undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    );
  }
}

/**
 * Scrolls down to `height` a screen at a time and back to the top, as a shopper would,
 * so lazy content starts loading. A full-page screenshot alone would grow the viewport
 * while it captures and race those loads.
 *
 * No fixed pauses: after each scroll, an IntersectionObserver of our own reports. The
 * browser computes every observer's intersections in the same rendering step and calls
 * them in the order they were made, so by our report the page's lazy-load observers
 * (src/media/lazy.ts) have been told; the two frames after it let React render what they
 * switched on (a background image, a video poster) before the next screen.
 */
async function reveal(page: Page, height: number): Promise<void> {
  await page.evaluate(async (height) => {
    const intersectionsReported = () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });
    const twoFrames = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    const showScreenAt = async (y: number) => {
      window.scrollTo(0, y);
      await intersectionsReported();
      await twoFrames();
    };
    const end = Math.min(document.documentElement.scrollHeight, height);
    for (let y = window.innerHeight; y < end; y += window.innerHeight) await showScreenAt(y);
    await showScreenAt(0);
  }, height);
}

/**
 * Fonts ready and every image loaded or failed (lazy ones told to load now), then
 * decoded: images are `decoding="async"`, so a loaded one may not be paintable yet.
 */
async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
      image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map(async (image) => {
        if (!image.complete) {
          await new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
        }
        await image.decode().catch(() => undefined);
      }),
    );
    // CSS background images too (banners, cards): loaded and decoded before the shot.
    const backgrounds = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      for (const match of getComputedStyle(element).backgroundImage.matchAll(
        /url\("?([^")]+)"?\)/g,
      ))
        backgrounds.add(match[1]!);
    }
    await Promise.all(
      [...backgrounds].map(async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode().catch(() => undefined);
      }),
    );
    // Two frames: whatever the loads changed (React state, classes) is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // The image blocks have taken their load events (React state, not only the browser's):
  // on a loaded machine that can come after the two frames above.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('figure.block-image')].every(
        (figure) => figure.getAttribute('data-loaded') === 'true',
      ),
    undefined,
    { timeout: 10_000 },
  );
}

/** The page from the top, full width, at most `maxHeight` CSS pixels tall. */
export async function captureStill(page: Page, maxHeight: number): Promise<Buffer> {
  const width = page.viewportSize()?.width ?? 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, maxHeight) },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [page.locator('iframe, video')],
  });
}
