import type { NotificationsRepository } from './repository';
import type { Notifier } from './notifier';

/**
 * Sends scheduled notifications when due: a timer wakes at the next scheduled time by the
 * store's clock (at least every `pollMs`, so schedules stored by another process are
 * seen); each due notification is claimed by one process only (Notifier.send).
 */
export interface NotificationScheduler {
  start(): void;
  stop(): void;
  poke(): void;
  runDue(): Promise<number>;
}

export function createNotificationScheduler(deps: {
  repo: Pick<NotificationsRepository, 'due' | 'nextScheduled'>;
  notifier: Pick<Notifier, 'send'>;
  now: () => number;
  pollMs?: number;
  onError?: (error: unknown) => void;
}): NotificationScheduler {
  const pollMs = deps.pollMs ?? 30_000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let running = false;

  async function runDue(): Promise<number> {
    let sent = 0;
    for (const notification of await deps.repo.due(new Date(deps.now()).toISOString())) {
      try {
        if ((await deps.notifier.send(notification)) > 0) sent += 1;
      } catch (error) {
        deps.onError?.(error);
      }
    }
    return sent;
  }

  function arm(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, delay)).unref();
  }

  async function tick() {
    timer = null;
    if (running || stopped) return;
    running = true;
    try {
      await runDue();
      const next = await deps.repo.nextScheduled();
      arm(next === null ? pollMs : Math.min(pollMs, Date.parse(next) - deps.now()));
    } catch (error) {
      deps.onError?.(error);
      arm(pollMs);
    } finally {
      running = false;
    }
  }

  return {
    start() {
      stopped = false;
      arm(0);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    poke: () => arm(0),
    runDue,
  };
}
