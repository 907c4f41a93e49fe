import {
  DEFAULT_ATTEMPTS,
  RETRY_DELAY_MS,
  type HandlerOptions,
  type JobHandler,
  type JobQueue,
  type JobSteps,
} from './queue';

interface Registered {
  handler: JobHandler<unknown>;
  concurrency: number;
  attempts: number;
  running: number;
  waiting: { id: string; data: unknown; attempt: number }[];
}

/**
 * The in-process queue: jobs of one name run in the order added, `concurrency` at a time.
 * An id seen before (waiting, running or done in this process's life) is not added again.
 * Work added before `start` waits for it. Nothing survives the process: with several
 * processes or machines, set REDIS_URL.
 */
export function memoryJobQueue(
  log: (message: string, error?: unknown) => void = () => {},
  retryDelayMs = RETRY_DELAY_MS,
): JobQueue {
  const handlers = new Map<string, Registered>();
  const seen = new Set<string>();
  const steps = new Map<string, Set<string>>();
  const timers = new Set<NodeJS.Timeout>();
  let started = false;
  let closed = false;
  let active = 0;
  let idleWaiters: (() => void)[] = [];

  const stepsOf = (id: string): JobSteps => {
    let done = steps.get(id);
    if (!done) steps.set(id, (done = new Set()));
    const set = done;
    return { has: async (step) => set.has(step), add: async (step) => void set.add(step) };
  };
  const settleIdle = () => {
    if (active > 0 || timers.size > 0) return;
    for (const each of handlers.values()) if (each.waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const pump = (name: string) => {
    const entry = handlers.get(name);
    if (!entry || !started || closed) return;
    while (entry.running < entry.concurrency && entry.waiting.length > 0) {
      const job = entry.waiting.shift()!;
      entry.running += 1;
      active += 1;
      void entry
        .handler(job.data, { id: job.id, attempt: job.attempt, steps: stepsOf(job.id) })
        .then(
          () => steps.delete(job.id),
          (error: unknown) => {
            if (job.attempt + 1 < entry.attempts && !closed) {
              const timer = setTimeout(
                () => {
                  timers.delete(timer);
                  entry.waiting.push({ ...job, attempt: job.attempt + 1 });
                  pump(name);
                },
                retryDelayMs * 2 ** job.attempt,
              );
              timer.unref();
              timers.add(timer);
            } else log(`job ${job.id} failed`, error);
          },
        )
        .finally(() => {
          entry.running -= 1;
          active -= 1;
          pump(name);
          settleIdle();
        });
    }
  };

  return {
    kind: 'memory',
    handle<T>(name: string, handler: JobHandler<T>, options: HandlerOptions = {}) {
      handlers.set(name, {
        handler: handler as JobHandler<unknown>,
        concurrency: options.concurrency ?? 1,
        attempts: options.attempts ?? DEFAULT_ATTEMPTS,
        running: 0,
        waiting: [],
      });
    },
    async add(name, data, options) {
      const entry = handlers.get(name);
      if (!entry) throw new Error(`No handler for jobs named ${name}`);
      if (seen.has(options.id)) return;
      seen.add(options.id);
      const enqueue = () => {
        entry.waiting.push({ id: options.id, data, attempt: 0 });
        pump(name);
      };
      if (!options.delayMs) return enqueue();
      const timer = setTimeout(() => {
        timers.delete(timer);
        enqueue();
        settleIdle();
      }, options.delayMs);
      timer.unref();
      timers.add(timer);
    },
    async start() {
      started = true;
      for (const name of handlers.keys()) pump(name);
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const entry of handlers.values()) entry.waiting = [];
      settleIdle();
    },
  };
}
