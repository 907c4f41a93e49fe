/** Small measuring rules of the runtime benchmark, pure so they are tested. */

export interface Rate {
  perSecond: number;
  count: number;
  ms: number;
}

/** Runs `once` repeatedly on this thread (one core) for `durationMs` after a warm-up, and answers the rate. */
export function rateOf(
  once: () => void,
  { warmupMs = 500, durationMs = 2_000, now = () => performance.now() } = {},
): Rate {
  for (const warmEnd = now() + warmupMs; now() < warmEnd;) once();
  const start = now();
  let count = 0;
  while (now() - start < durationMs) {
    once();
    count += 1;
  }
  const ms = now() - start;
  return { perSecond: (count * 1000) / ms, count, ms };
}

/** The same for work that awaits (the whole document render awaits its loaders, all in process). */
export async function rateOfAsync(
  once: () => Promise<unknown>,
  { warmupMs = 500, durationMs = 2_000, now = () => performance.now() } = {},
): Promise<Rate> {
  for (const warmEnd = now() + warmupMs; now() < warmEnd;) await once();
  const start = now();
  let count = 0;
  while (now() - start < durationMs) {
    await once();
    count += 1;
  }
  const ms = now() - start;
  return { perSecond: (count * 1000) / ms, count, ms };
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Total blocking time: for each long task after the first contentful paint, the part
 * beyond 50 ms (the web-vitals definition, up to the end of the measurement window).
 */
export function totalBlockingTime(
  longTasks: readonly { start: number; duration: number }[],
  firstContentfulPaint: number,
): number {
  return longTasks
    .filter((task) => task.start + task.duration > firstContentfulPaint)
    .reduce((sum, task) => {
      const start = Math.max(task.start, firstContentfulPaint);
      const duration = task.start + task.duration - start;
      return sum + Math.max(0, duration - 50);
    }, 0);
}

export const round = (value: number, places = 0): number =>
  Math.round(value * 10 ** places) / 10 ** places;
