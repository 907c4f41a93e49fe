/**
 * The design studio's drag benchmark (issue 20): the work the browser does for each
 * pointer step while one element is dragged on the studio's canvas among 20 (the issue's
 * target: under 16.7 ms, one frame at 60 Hz), beside the same drag with the element alone
 * on the canvas (the baseline the ratio compares with). Work per step is the step's event
 * handling (pointermove to the end of mousemove, where Konva moves the node) plus the
 * animation-frame callbacks it causes (Konva draws the layer in one). It runs against the
 * current build (`npm run build` first), in headless Chromium on loopback.
 */
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { findBaseProduct } from '../../src/designs';
import { areaRect } from '../../studio/layout';
import { launchBrowser } from '../../tests/e2e/browser';
import { startServer } from '../../tests/e2e/server';
import type { BenchResult } from '../report';
import { median, round } from '../runtime/measure';

export const ELEMENTS = 20;
export const STEPS = 80;
export const FRAME_MS = 16.7;

/**
 * Installed before the page's scripts, so Konva (which keeps `requestAnimationFrame` when
 * it loads) gets the timed one. Plain JavaScript text, like bench/runtime's observers.
 */
const TIME_STEPS = `
  const work = { current: 0, start: 0 };
  window.__work = work;
  const raf = window.requestAnimationFrame.bind(window);
  window.__nextFrame = () => new Promise((resolve) => raf(() => setTimeout(resolve, 0)));
  window.requestAnimationFrame = (callback) => raf((time) => {
    const start = performance.now();
    callback(time);
    work.current += performance.now() - start;
  });
  window.addEventListener('pointermove', () => { work.start = performance.now(); }, true);
  window.addEventListener('mousemove', () => { work.current += performance.now() - work.start; });
`;

/** Milliseconds of work of each pointer step dragging the top one of `count` texts. */
export async function dragSteps(
  browser: Browser,
  origin: string,
  count: number,
): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript({ content: TIME_STEPS });
    const page = await context.newPage();
    await page.goto(`${origin}/design-your-own-t-shirt/`);
    for (let index = 0; index < count; index += 1) {
      await page.getByLabel('New text').fill(`Line ${index + 1}`);
      await page.getByRole('button', { name: 'Add text' }).click();
    }
    await page.getByRole('button', { name: `Text: Line ${count}` }).waitFor();
    // The canvas is drawn again once the design's fonts load: measure the settled one.
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    await page.waitForTimeout(500);
    const stage = page.locator('.st-canvas canvas').first();
    await stage.scrollIntoViewIfNeeded();
    const box = (await stage.boundingBox())!;
    const tee = findBaseProduct('t-shirt')!;
    const front = tee.areas[0]!;
    const rect = areaRect(tee, front);
    // Where the studio puts a new text: centred, a third of the way down the area.
    const at = {
      x: box.x + rect.x + (front.widthMm / 2) * rect.scale,
      y: box.y + rect.y + (front.heightMm / 3) * rect.scale,
    };
    const nextFrame = () =>
      page.evaluate(() => (window as unknown as { __nextFrame(): Promise<void> }).__nextFrame());
    const take = () =>
      page.evaluate(() => {
        const work = (window as unknown as { __work: { current: number } }).__work;
        const spent = work.current;
        work.current = 0;
        return spent;
      });
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await nextFrame();
    await take();
    const steps: number[] = [];
    for (let step = 1; step <= STEPS; step += 1) {
      await page.mouse.move(at.x + step, at.y + (step % 20));
      await nextFrame();
      steps.push(await take());
    }
    await page.mouse.up();
    return steps;
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    // A warm-up drag (code paths compiled, fonts loaded), then the two measured ones.
    await dragSteps(browser, server.origin, 1);
    const alone = await dragSteps(browser, server.origin, 1);
    const crowded = await dragSteps(browser, server.origin, ELEMENTS);
    const p95 = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
    return [
      {
        measure: `Studio drag among ${ELEMENTS} elements, work per pointer step (median)`,
        unit: 'ms',
        ours: round(median(crowded), 2),
        peer: { name: 'the element alone', value: round(median(alone), 2) },
        better: 'lower',
        target: { on: 'value', max: FRAME_MS },
      },
      {
        measure: `Studio drag among ${ELEMENTS} elements, work per pointer step (95th percentile)`,
        unit: 'ms',
        ours: round(p95(crowded), 2),
        peer: { name: 'the element alone', value: round(p95(alone), 2) },
        better: 'lower',
        target: { on: 'value', max: FRAME_MS },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await run())
    console.log(`${row.measure}: ${row.ours} ${row.unit} (${row.peer?.name}: ${row.peer?.value})`);
}
