/**
 * The measurements, each one scripted the same way for both editors (editors.ts):
 *
 * - time to interactive: navigation start -> the first animation frame showing a block
 *   on the canvas, and then 500 ms without a long task (metrics.timeToInteractive);
 * - longest task of an action: a Chrome trace from just before the click or keystroke
 *   until the canvas changed and 1 s more (before our 1.5 s autosave pause ends), the
 *   longest task on the page's main thread;
 * - a drag: the block's handle pressed, moved 20 px to pick it up, then moved down the
 *   page in equal steps about one frame (16 ms) apart, as a hand drags, and held at the
 *   bottom edge while the editor scrolls; the gaps between animation frames during the
 *   steps (p95) and, in a second drag, how many blocks re-rendered per step (the probes'
 *   React commit count), then Escape and release;
 * - a keystroke: from the keydown in the properties panel's text field to the first
 *   animation frame whose canvas shows the new text; one key at a time.
 */
import type { Browser, Page } from 'playwright-core';
import type { EditorUnderTest, Point } from './editors';
import {
  longestMainThreadTask,
  percentile,
  rendersPerMove,
  timeToInteractive,
  workPerPointerStep,
  type CommitRenders,
  type LongestTask,
  type Span,
  type TraceEvent,
} from './metrics';

interface BenchProbes {
  longTasks: Span[];
  readyAt: number | null;
  startFrames(): void;
  listenForSteps(): void;
  stopFrames(): number[];
  startRenders(): void;
  stopRenders(): CommitRenders[];
  armKeystroke(selector: string, inFrame: boolean, expected: string): void;
  keystrokeResult(): Promise<number | null> | null;
}
declare global {
  interface Window {
    __bench?: BenchProbes;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the editor on a page and waits until it is interactive; null when it is not within `timeoutMs`. */
export async function openEditor(
  page: Page,
  editor: EditorUnderTest,
  url: string,
  timeoutMs: number,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  while (Date.now() < deadline) {
    // A page stuck in one long task answers nothing: never wait past the deadline for it.
    const read = page
      .evaluate(() => ({
        readyAt: window.__bench?.readyAt ?? null,
        longTasks: window.__bench?.longTasks ?? [],
        now: performance.now(),
      }))
      .catch(() => null);
    const state = await Promise.race([
      read,
      sleep(Math.max(0, deadline - Date.now())).then(() => null),
    ]);
    if (state && state.readyAt !== null) {
      const tti = timeToInteractive(state.readyAt, state.longTasks, state.now);
      if (tti !== null) return tti;
    }
    await sleep(100);
  }
  return null;
}

/** Waits until no long task has run for `quietMs` (autosave and other after-effects are over), at most `timeoutMs`. */
export async function settle(page: Page, quietMs = 700, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const quiet = await page.evaluate((ms) => {
      const tasks = window.__bench?.longTasks ?? [];
      const lastEnd = tasks.length > 0 ? Math.max(...tasks.map(([, end]) => end)) : 0;
      return performance.now() - lastEnd >= ms;
    }, quietMs);
    if (quiet) return;
    await sleep(100);
  }
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];
/** After the canvas changed, the trace runs this much longer to catch follow-up work. */
const AFTER_ACTION_MS = 1_000;

/** The longest main-thread task from `act()` until the block count changed and 1 s more. */
export async function longestTaskOf(
  browser: Browser,
  page: Page,
  editor: EditorUnderTest,
  act: () => Promise<void>,
): Promise<LongestTask> {
  const before = await editor.blockCount(page);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let trace: Buffer;
  try {
    await act();
    const deadline = Date.now() + 30_000;
    while ((await editor.blockCount(page)) === before && Date.now() < deadline) await sleep(20);
    if ((await editor.blockCount(page)) === before)
      throw new Error(`${editor.name}: the action changed nothing on the canvas`);
    await sleep(AFTER_ACTION_MS);
  } finally {
    trace = await browser.stopTracing();
  }
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return longestMainThreadTask(Array.isArray(parsed) ? parsed : parsed.traceEvents);
}

export interface DragOptions {
  /** Steps from the pick-up down to the bottom edge. */
  moves: number;
  /** Steps held at the bottom edge, where the editor scrolls the page on. */
  edgeMoves: number;
  /** Where the steps end, as a fraction of the viewport's height (inside both editors' auto-scroll zone). */
  toViewportFraction: number;
}
export const DEFAULT_DRAG: DragOptions = { moves: 45, edgeMoves: 25, toViewportFraction: 0.95 };
const STEP_MS = 16;
/** Pointer moves a drag with these options makes after the pick-up. */
export const dragMoves = (options: DragOptions): number => options.moves + options.edgeMoves;

/**
 * Presses where `pickUp` says, picks the block up, and calls `during` around the steps:
 * down the page to the bottom edge, then held there (a 1 px wiggle per step) while the
 * editor scrolls the page, as a seller drags a block further down a long page. Escape
 * then cancels the drop, so the page is unchanged for the next measure. A pick-up the
 * editor did not take (`isDragging` false) is tried again, up to three times.
 */
async function drag(
  page: Page,
  pickUp: () => Promise<Point>,
  isDragging: () => Promise<boolean>,
  options: DragOptions,
  during: { start: () => Promise<void>; stop: () => Promise<void> },
): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const endY = viewport.height * options.toViewportFraction;
  let from: Point | null = null;
  for (let attempt = 1; attempt <= 3 && from === null; attempt += 1) {
    const at = await pickUp();
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    // Past both editors' pick-up distance (ours 6 px, Puck 5 px).
    await page.mouse.move(at.x + 5, at.y + 10);
    await page.mouse.move(at.x + 10, at.y + 20);
    await sleep(150);
    if (await isDragging()) from = at;
    else {
      await page.mouse.up();
      await sleep(500);
    }
  }
  if (from === null) throw new Error('the editor never picked the block up');
  await during.start();
  try {
    const startY = from.y + 20;
    for (let step = 1; step <= dragMoves(options); step += 1) {
      const began = Date.now();
      const y =
        step <= options.moves
          ? startY + ((endY - startY) * step) / options.moves
          : endY - (step % 2);
      await page.mouse.move(from.x + 10, y);
      const rest = STEP_MS - (Date.now() - began);
      if (rest > 0) await sleep(rest);
    }
  } finally {
    await during.stop();
    await page.keyboard.press('Escape');
    await page.mouse.up();
  }
}

/**
 * The machine's own floor: the p95 gap between animation frames on a blank page while
 * the mouse makes the same steps. Frame times of the editors read against it.
 */
export async function idleFrameTimes(
  page: Page,
  url: string,
  options: DragOptions = DEFAULT_DRAG,
): Promise<{ p95: number; frames: number[] }> {
  await page.goto(url);
  let frames: number[] = [];
  await drag(
    page,
    async () => ({ x: 400, y: 200 }),
    async () => true,
    options,
    {
      start: () => page.evaluate(() => window.__bench?.startFrames()),
      stop: async () => {
        frames = await page.evaluate(() => window.__bench?.stopFrames() ?? []);
      },
    },
  );
  return { p95: percentile(frames, 95), frames };
}

/** The p95 gap between animation frames (ms) while block `id` is dragged down the page. */
export async function frameTimesWhileDragging(
  page: Page,
  editor: EditorUnderTest,
  id: string,
  options: DragOptions = DEFAULT_DRAG,
): Promise<{ p95: number; frames: number[] }> {
  let frames: number[] = [];
  await drag(
    page,
    () => editor.dragStart(page, id),
    () => editor.isDragging(page),
    options,
    {
      start: () => page.evaluate(() => window.__bench?.startFrames()),
      stop: async () => {
        frames = await page.evaluate(() => window.__bench?.stopFrames() ?? []);
      },
    },
  );
  return { p95: percentile(frames, 95), frames };
}

const STEP_TRACE_CATEGORIES = ['toplevel', 'devtools.timeline'];

/** A Chrome trace of one drag, read as main-thread work per pointer step (metrics.ts). */
async function workWhile(
  browser: Browser,
  page: Page,
  pickUp: () => Promise<Point>,
  isDragging: () => Promise<boolean>,
  options: DragOptions,
): Promise<{ p95: number; steps: number[] }> {
  await page.evaluate(() => window.__bench?.listenForSteps());
  let trace: Buffer | undefined;
  await drag(page, pickUp, isDragging, options, {
    // Lighter than TRACE_CATEGORIES: tasks and input only, so tracing adds little to each step.
    start: () => browser.startTracing(page, { categories: STEP_TRACE_CATEGORIES }),
    stop: async () => {
      trace = await browser.stopTracing();
    },
  });
  const parsed = JSON.parse(trace!.toString('utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] };
  const steps = workPerPointerStep(Array.isArray(parsed) ? parsed : parsed.traceEvents);
  return { p95: percentile(steps, 95), steps };
}

/** The machine's floor for main-thread work per drag step: a blank page, the same steps. */
export async function idleWorkPerStep(
  browser: Browser,
  page: Page,
  url: string,
  options: DragOptions = DEFAULT_DRAG,
): Promise<{ p95: number; steps: number[] }> {
  await page.goto(url);
  return workWhile(
    browser,
    page,
    async () => ({ x: 400, y: 200 }),
    async () => true,
    options,
  );
}

/** Main-thread work per pointer step (ms, p95 and each) while block `id` is dragged down the page. */
export async function workWhileDragging(
  browser: Browser,
  page: Page,
  editor: EditorUnderTest,
  id: string,
  options: DragOptions = DEFAULT_DRAG,
): Promise<{ p95: number; steps: number[] }> {
  return workWhile(
    browser,
    page,
    () => editor.dragStart(page, id),
    () => editor.isDragging(page),
    options,
  );
}

/** Blocks re-rendered, and block component renders, per pointer move while block `id` is dragged down the page. */
export async function rendersWhileDragging(
  page: Page,
  editor: EditorUnderTest,
  id: string,
  options: DragOptions = DEFAULT_DRAG,
): Promise<{ blocks: number; renders: number; commits: number }> {
  let commits: CommitRenders[] = [];
  await drag(
    page,
    () => editor.dragStart(page, id),
    () => editor.isDragging(page),
    options,
    {
      start: () => page.evaluate(() => window.__bench?.startRenders()),
      stop: async () => {
        commits = await page.evaluate(() => window.__bench?.stopRenders() ?? []);
      },
    },
  );
  return { ...rendersPerMove(commits, dragMoves(options)), commits: commits.length };
}

/**
 * Types `text` at the end of the selected button's text field, one key at a time, and
 * answers each key's keystroke-to-canvas latency (ms; null when the canvas never
 * showed it within 5 s). `initial` is the field's text before typing.
 */
export async function keystrokeLatencies(
  page: Page,
  editor: EditorUnderTest,
  id: string,
  initial: string,
  text: string,
): Promise<Array<number | null>> {
  const field = editor.buttonTextField(page);
  await field.click();
  await page.keyboard.press('End');
  const target = editor.canvasBlock(id);
  const latencies: Array<number | null> = [];
  for (let index = 0; index < text.length; index += 1) {
    const expected = initial + text.slice(0, index + 1);
    await page.evaluate(
      ({ selector, inFrame, shows }) => window.__bench?.armKeystroke(selector, inFrame, shows),
      { selector: target.selector, inFrame: target.inFrame, shows: expected },
    );
    await page.keyboard.type(text[index]!);
    latencies.push(await page.evaluate(() => window.__bench?.keystrokeResult() ?? null));
    await sleep(60);
  }
  return latencies;
}
