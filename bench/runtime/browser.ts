/**
 * The demo homepage in headless Chromium on loopback: the JavaScript a shopper downloads
 * (each script's bytes gzipped, as a compressing server or CDN would send them) and the
 * page's largest contentful paint, cumulative layout shift and total blocking time, read
 * with PerformanceObserver inside the page. Every load uses a fresh context (empty cache).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { median, totalBlockingTime } from './measure';

export interface ScriptBytes {
  url: string;
  bytes: number;
  gzip: number;
  /** Bytes on the wire: the encoded body the server sent (brotli from the build's .br files). */
  transfer: number;
}

export interface HomepageMeasures {
  scripts: ScriptBytes[];
  jsGzipBytes: number;
  jsTransferBytes: number;
  lcpMs: number[];
  cls: number[];
  tbtMs: number[];
}

interface PageVitals {
  lcp: number;
  cls: number;
  fcp: number;
  longTasks: { start: number; duration: number }[];
}

/**
 * Installed before the page's own scripts: observers that keep what they see on window.
 * Plain JavaScript text: a compiled function would carry the compiler's helpers along.
 */
const OBSERVE_VITALS = `
  const vitals = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
  window.__vitals = vitals;
  const observe = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('largest-contentful-paint', (entry) => { vitals.lcp = entry.startTime; });
  observe('layout-shift', (entry) => { if (!entry.hadRecentInput) vitals.cls += entry.value; });
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime; });
  observe('longtask', (entry) => { vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }); });
`;

export function measureHomepage(
  browser: Browser,
  origin: string,
  runs = 5,
): Promise<HomepageMeasures> {
  return measurePage(browser, origin, { path: '/', runs });
}

/**
 * Any storefront page measured as the homepage is; `prepare` runs in each fresh context
 * before the load (for example to put something in the basket through the API).
 */
export async function measurePage(
  browser: Browser,
  origin: string,
  options: { path: string; runs?: number; prepare?: (context: BrowserContext) => Promise<void> },
): Promise<HomepageMeasures> {
  const runs = options.runs ?? 5;
  const measures: HomepageMeasures = {
    scripts: [],
    jsGzipBytes: 0,
    jsTransferBytes: 0,
    lcpMs: [],
    cls: [],
    tbtMs: [],
  };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await options.prepare?.(context);
    const page = await context.newPage();
    const scripts = new Map<string, Promise<ScriptBytes>>();
    page.on('response', (response) => {
      const url = response.url();
      if (run === 0 && url.startsWith(origin) && /\.m?js(\?|$)/.test(url) && !scripts.has(url)) {
        scripts.set(
          url,
          Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
            url: url.slice(origin.length),
            bytes: body.length,
            gzip: gzipSync(body).length,
            transfer: sizes.responseBodySize,
          })),
        );
      }
    });
    await page.addInitScript({ content: OBSERVE_VITALS });
    await page.goto(`${origin}${options.path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // A quiet second after the network settles: hydration and its long tasks are over.
    await page.waitForTimeout(1_000);
    const vitals = await page.evaluate(
      () => (window as unknown as { __vitals: PageVitals }).__vitals,
    );
    measures.lcpMs.push(vitals.lcp);
    measures.cls.push(vitals.cls);
    measures.tbtMs.push(totalBlockingTime(vitals.longTasks, vitals.fcp));
    if (run === 0) {
      measures.scripts = (await Promise.all(scripts.values())).sort((a, b) => b.gzip - a.gzip);
      measures.jsGzipBytes = measures.scripts.reduce((sum, script) => sum + script.gzip, 0);
      measures.jsTransferBytes = measures.scripts.reduce((sum, script) => sum + script.transfer, 0);
    }
    await context.close();
  }
  return measures;
}

export const medians = (measures: HomepageMeasures) => ({
  lcpMs: median(measures.lcpMs),
  cls: median(measures.cls),
  tbtMs: median(measures.tbtMs),
});
