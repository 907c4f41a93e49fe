/**
 * The arithmetic of the editor benchmark, apart from any browser: what "interactive",
 * "longest task", "p95" and "re-renders per pointer move" mean, as pure functions of
 * what the probes recorded.
 */

/** A task of this length or more blocks input visibly (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50;
/** The main thread must stay free of long tasks this long after the first block shows. */
export const QUIET_WINDOW_MS = 500;

/** The p-th percentile (0-100) by the nearest-rank method; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type Span = readonly [start: number, end: number];

/**
 * Time to interactive, in ms from navigation start: the first moment at or after the
 * first block showed (`readyAt`) that is followed by QUIET_WINDOW_MS without any long
 * task, i.e. `readyAt` itself, or else the end of the last long task before such a
 * quiet window. Null while no quiet window has been seen yet (before `now - quietMs`).
 */
export function timeToInteractive(
  readyAt: number,
  longTasks: readonly Span[],
  now: number,
  quietMs: number = QUIET_WINDOW_MS,
): number | null {
  const later = [...longTasks].filter(([, end]) => end > readyAt).sort((a, b) => a[0] - b[0]);
  let candidate = readyAt;
  for (const [start, end] of later) {
    if (start >= candidate + quietMs) break;
    candidate = Math.max(candidate, end);
  }
  return candidate + quietMs <= now ? candidate : null;
}

/** One event of a Chrome trace (the JSON Array/Object format's `traceEvents`). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

export interface LongestTask {
  ms: number;
  /** The events inside it taking the most time (inclusive ms, nested ones overlap): what it was busy with. */
  inside: Array<{ name: string; ms: number }>;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The longest task the renderer's main thread ran: the longest complete `RunTask` on a
 * thread named CrRendererMain, taking the busiest such thread when the trace holds
 * several (the page under test; others are idle tabs or frames), with the five events
 * inside it that took longest (Layout, FunctionCall, UpdateLayoutTree, Paint...).
 */
/**
 * The tasks of the page under test's main thread: complete `RunTask`s on the busiest
 * thread named CrRendererMain (others are idle tabs or frames), with its id.
 */
function mainThreadTasks(
  events: readonly TraceEvent[],
): { thread: string; tasks: TraceEvent[] } | null {
  const mainThreads = new Set(
    events
      .filter(
        (event) =>
          event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // `RunTask` comes with the disabled-by-default timeline category; a lighter trace has
  // only the scheduler's own task event, which wraps the same work.
  const taskName = events.some((event) => event.name === 'RunTask')
    ? 'RunTask'
    : 'ThreadControllerImpl::RunTask';
  const perThread = new Map<string, { total: number; tasks: TraceEvent[] }>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (
      event.name !== taskName ||
      event.ph !== 'X' ||
      event.dur === undefined ||
      !mainThreads.has(thread)
    )
      continue;
    const seen = perThread.get(thread) ?? { total: 0, tasks: [] };
    seen.total += event.dur;
    seen.tasks.push(event);
    perThread.set(thread, seen);
  }
  const busiest = [...perThread].sort((a, b) => b[1].total - a[1].total)[0];
  return busiest ? { thread: busiest[0], tasks: busiest[1].tasks } : null;
}

export function longestMainThreadTask(events: readonly TraceEvent[]): LongestTask {
  const main = mainThreadTasks(events);
  const task = main?.tasks.reduce<TraceEvent | null>(
    (longest, each) => (longest && (longest.dur ?? 0) >= (each.dur ?? 0) ? longest : each),
    null,
  );
  if (!task || task.dur === undefined) return { ms: 0, inside: [] };
  const end = task.ts + task.dur;
  const byName = new Map<string, number>();
  for (const event of events) {
    if (
      event.pid !== task.pid ||
      event.tid !== task.tid ||
      event.ph !== 'X' ||
      event.dur === undefined ||
      TASK_NAMES.has(event.name)
    )
      continue;
    if (event.ts < task.ts || event.ts + event.dur > end) continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
  }
  const inside = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, micros]) => ({ name, ms: round(micros / 1000) }));
  return { ms: task.dur / 1000, inside };
}

/** Pointer moves dispatched closer together than this are one step (pointermove and its mousemove). */
const SAME_STEP_US = 2_000;

/**
 * Main-thread work per pointer step of a drag (ms each): the time the page's main
 * thread spent running tasks from one pointermove's dispatch to the next. A frame can
 * keep up with a 60 Hz drag only if this stays under 16.7 ms, whatever the display's
 * clock does; the gap between animation frames cannot go below that clock (see
 * README). Steps are the trace's `EventDispatch` events of type pointermove on that
 * thread (the probes listen for them, so every page dispatches them).
 */
export function workPerPointerStep(events: readonly TraceEvent[]): number[] {
  const main = mainThreadTasks(events);
  if (!main) return [];
  const steps: number[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (
      event.name !== 'EventDispatch' ||
      event.args?.data?.type !== 'pointermove' ||
      `${event.pid}:${event.tid}` !== main.thread
    )
      continue;
    const last = steps[steps.length - 1];
    if (last === undefined || event.ts - last >= SAME_STEP_US) steps.push(event.ts);
  }
  const work: number[] = [];
  for (let index = 0; index + 1 < steps.length; index += 1) {
    const [from, to] = [steps[index]!, steps[index + 1]!];
    let busy = 0;
    for (const task of main.tasks)
      busy += Math.max(0, Math.min(to, task.ts + task.dur!) - Math.max(from, task.ts));
    work.push(busy / 1000);
  }
  return work;
}

export interface CommitRenders {
  /** Distinct blocks whose components rendered in the commit. */
  blocks: number;
  /** Block-level component renders in the commit (a block has several components). */
  renders: number;
}

/** Re-rendered blocks and block component renders per pointer move, over a drag of `moves` moves. */
export function rendersPerMove(
  commits: readonly CommitRenders[],
  moves: number,
): { blocks: number; renders: number } {
  if (moves <= 0) return { blocks: Number.NaN, renders: Number.NaN };
  const total = commits.reduce(
    (sum, commit) => ({
      blocks: sum.blocks + commit.blocks,
      renders: sum.renders + commit.renders,
    }),
    { blocks: 0, renders: 0 },
  );
  return { blocks: total.blocks / moves, renders: total.renders / moves };
}

/** Rounded for the table: whole ms from 100 up, 2 decimals below. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}
