import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  DEFAULT_ATTEMPTS,
  RETRY_DELAY_MS,
  type HandlerOptions,
  type JobHandler,
  type JobQueue,
  type JobSteps,
} from './queue';

export interface RedisJobQueueOptions {
  url: string;
  /** Key prefix (REDIS_PREFIX), so deployments sharing a Redis stay apart. */
  prefix: string;
  log?: (message: string, error?: unknown) => void;
  /**
   * How long a running job's lock lasts without renewal (ms): a job whose process died is
   * run again by another process after about this long. 30 s by default.
   */
  lockDurationMs?: number;
  /** How often workers look for jobs whose process died (ms). 30 s by default. */
  stalledIntervalMs?: number;
  /** Run handlers in this process (false: only add jobs, e.g. a web-only process). */
  work?: boolean;
}

/** Finished jobs are kept this long, so the same id added again within it is ignored. */
export const KEEP_DONE_SECONDS = 7 * 24 * 60 * 60;
const KEEP_FAILED_SECONDS = 30 * 24 * 60 * 60;

/**
 * BullMQ on Redis: one queue per job name (so a long list send never waits behind print
 * files), a worker per name in every process that works. A job is locked by the process
 * running it and the lock is renewed while it runs; when that process is killed, the lock
 * runs out and another process runs the job again (its handler skips the steps it has
 * marked done). A job that throws is tried again after 5 s, 10 s... up to `attempts`.
 */
export function redisJobQueue(options: RedisJobQueueOptions): JobQueue {
  const log = options.log ?? (() => {});
  // BullMQ's workers block on Redis: their connections must never give up on a command.
  const connection = new Redis(options.url, { maxRetriesPerRequest: null });
  const bullPrefix = `${options.prefix}:jobs`;
  const handlers = new Map<string, { handler: JobHandler<unknown>; options: HandlerOptions }>();
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  const stepsKey = (id: string) => `${bullPrefix}:steps:${id}`;

  const queueOf = (name: string): Queue => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix: bullPrefix });
      queue.on('error', (error) => log(`job queue ${name}: ${error.message}`));
      queues.set(name, queue);
    }
    return queue;
  };
  const stepsOf = (id: string): JobSteps => ({
    has: async (step) => (await connection.sismember(stepsKey(id), step)) === 1,
    add: async (step) => {
      await connection
        .multi()
        .sadd(stepsKey(id), step)
        .expire(stepsKey(id), KEEP_DONE_SECONDS)
        .exec();
    },
  });

  return {
    kind: 'redis',
    handle<T>(name: string, handler: JobHandler<T>, handlerOptions: HandlerOptions = {}) {
      handlers.set(name, { handler: handler as JobHandler<unknown>, options: handlerOptions });
    },
    async add(name, data, jobOptions) {
      const registered = handlers.get(name);
      if (!registered) throw new Error(`No handler for jobs named ${name}`);
      await queueOf(name).add(name, data, {
        // BullMQ refuses ':' in custom ids; the identity reads the same with '.'.
        jobId: jobOptions.id.replaceAll(':', '.'),
        ...(jobOptions.delayMs ? { delay: jobOptions.delayMs } : {}),
        attempts: registered.options.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: RETRY_DELAY_MS },
        removeOnComplete: { age: KEEP_DONE_SECONDS },
        removeOnFail: { age: KEEP_FAILED_SECONDS },
      });
    },
    async start() {
      if (options.work === false) return;
      for (const [name, { handler, options: handlerOptions }] of handlers) {
        const worker = new Worker(
          name,
          async (job: Job) => {
            const id = job.id ?? '';
            await handler(job.data, {
              id,
              attempt: job.attemptsStarted > 0 ? job.attemptsStarted - 1 : job.attemptsMade,
              steps: stepsOf(id),
            });
            await connection.del(stepsKey(id));
          },
          {
            connection,
            prefix: bullPrefix,
            concurrency: handlerOptions.concurrency ?? 1,
            ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
            ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
          },
        );
        worker.on('failed', (job, error) => log(`job ${job?.id ?? '?'} failed`, error));
        worker.on('error', (error) => log(`job worker ${name}: ${error.message}`));
        workers.push(worker);
      }
    },
    async idle() {
      for (;;) {
        let busy = 0;
        for (const [name, queue] of queues) {
          // A repeating job's next run waits delayed: it is not work to wait for.
          const counts = handlers.get(name)?.options.repeating
            ? await queue.getJobCounts('waiting', 'active', 'prioritized')
            : await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
          busy += Object.values(counts).reduce((sum, count) => sum + count, 0);
        }
        if (busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await connection.quit().catch(() => undefined);
    },
  };
}
