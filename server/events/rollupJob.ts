import type { JobQueue } from '../jobs';
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

/** The roll-up's job name on the queue; each run's id is `analytics-rollup:{period start}`. */
export const ROLLUP_JOB = 'analytics-rollup';

/** The start (epoch ms) of the period a time falls in: periods are aligned for every process. */
export const periodStart = (ms: number, everyMs: number): number =>
  Math.floor(ms / everyMs) * everyMs;

export interface RollupJobOptions {
  /** Rolls up (the job's work); `period` is the start of the period the run belongs to. */
  run: (period: number) => Promise<void>;
  everyMs?: number;
  /** The queue's clock (real time: the queue's delays are real). */
  now?: () => number;
}

/**
 * The roll-up as a repeating job on the durable queue, run once per period across every
 * process: each period's run has its own id, so the processes that all ask for it (at
 * start, and each run asking for the next) make one job. The next run is asked for before
 * the work, so a failing roll-up never ends the chain; a process start asks again, in case
 * the whole platform was down. Returns what to call once the queue works (onReady).
 */
export function registerRollupJob(
  jobs: JobQueue,
  { run, everyMs = ROLLUP_INTERVAL_MS, now = Date.now }: RollupJobOptions,
): { scheduleNext: () => Promise<void> } {
  const scheduleNext = async () => {
    const at = now();
    const next = periodStart(at, everyMs) + everyMs;
    await jobs.add<RollupRun>(
      ROLLUP_JOB,
      { period: next },
      {
        id: `${ROLLUP_JOB}:${next}`,
        delayMs: next - at,
      },
    );
  };
  jobs.handle<RollupRun>(
    ROLLUP_JOB,
    async ({ period }) => {
      await scheduleNext();
      await run(period);
    },
    { repeating: true },
  );
  return { scheduleNext };
}

interface RollupRun {
  period: number;
}

/** The analytics roll-up's work: yesterday (events sent by beacon at midnight land late) and today. */
export const rollUpRecentDays = (analytics: AnalyticsRepository, clock: () => number) => () => {
  const today = clock();
  return rollUp(analytics, [isoDay(today - 86_400_000), isoDay(today)]).then(() => undefined);
};
