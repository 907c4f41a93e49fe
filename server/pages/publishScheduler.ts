import { duePublishes, nextDueDelay } from '../../src/publishing';
import type { PageVersionsRepository, ScheduledPublishRecord } from './versionsRepository';

/**
 * Scheduled publishing (issue 14): a timer that wakes when the next scheduled publish is
 * due by the store's clock (and at least once a minute, so a schedule made by another
 * server process is seen), claims each due schedule (exactly one process wins it) and
 * publishes the draft as it is then, in the name of whoever scheduled it.
 */
export interface PublishScheduler {
  start(): void;
  stop(): void;
  /** A schedule changed: look again now. */
  poke(): void;
  /** Publishes everything due now; resolves with how many were published. */
  runDue(): Promise<number>;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface PublishSchedulerDeps {
  versions: Pick<PageVersionsRepository, 'pendingSchedules' | 'claimSchedule'>;
  /** The store's clock (ms). */
  now: () => number;
  publish: (schedule: ScheduledPublishRecord) => Promise<void>;
  timers?: Timers;
  /** Longest sleep between looks, ms. */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

export const noPublishScheduler: PublishScheduler = {
  start() {},
  stop() {},
  poke() {},
  runDue: async () => 0,
};

export function createPublishScheduler(deps: PublishSchedulerDeps): PublishScheduler {
  const timers = deps.timers ?? realTimers;
  const pollMs = deps.pollMs ?? 60_000;
  let timer: unknown = null;
  let running = false;
  let stopped = true;

  async function runDue(): Promise<number> {
    const pending = await deps.versions.pendingSchedules();
    let published = 0;
    for (const schedule of duePublishes(pending, deps.now())) {
      if (!(await deps.versions.claimSchedule(schedule.pageId, schedule.publishAt))) continue;
      try {
        await deps.publish(schedule);
        published += 1;
      } catch (error) {
        deps.onError?.(error);
      }
    }
    return published;
  }

  function arm(delay: number) {
    if (stopped) return;
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      void tick();
    }, delay);
  }

  async function tick() {
    if (running || stopped) return;
    running = true;
    try {
      await runDue();
      const pending = await deps.versions.pendingSchedules();
      arm(
        nextDueDelay(
          pending.map((s) => s.publishAt),
          deps.now(),
          pollMs,
        ) ?? pollMs,
      );
    } catch (error) {
      deps.onError?.(error);
      arm(pollMs);
    } finally {
      running = false;
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      arm(0);
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
    poke() {
      arm(0);
    },
    runDue,
  };
}
