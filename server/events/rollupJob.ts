import type { AnalyticsRepository } from './analyticsRepository';

/** How often the roll-up job rebuilds today's and yesterday's rows. */
export const ROLLUP_INTERVAL_MS = 5 * 60_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Rebuilds the daily roll-up of every store with events on the given days. Safe to run
 * any number of times: each run replaces the days' rows (rollUpDay is idempotent).
 */
export async function rollUp(analytics: AnalyticsRepository, days: string[]): Promise<number> {
  if (days.length === 0) return 0;
  const sorted = [...days].sort();
  let rebuilt = 0;
  for (const divisionId of await analytics.divisionsWithEvents(sorted[0]!, sorted.at(-1)!)) {
    for (const day of sorted) {
      await analytics.rollUpDay(divisionId, day);
      rebuilt++;
    }
  }
  return rebuilt;
}

/**
 * The roll-up job: yesterday (events sent by beacon at midnight land late) and today,
 * every 5 minutes. Returns its cleanup.
 */
export function startRollupJob(
  analytics: AnalyticsRepository,
  now: () => number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    const today = now();
    rollUp(analytics, [isoDay(today - 86_400_000), isoDay(today)])
      .catch(onError)
      .finally(() => (running = false));
  };
  const timer = setInterval(run, ROLLUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
