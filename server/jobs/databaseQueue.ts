import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  DEFAULT_ATTEMPTS,
  RETRY_DELAY_MS,
  type HandlerOptions,
  type JobHandler,
  type JobQueue,
  type JobSteps,
} from './queue';

export interface DatabaseJobQueueOptions {
  db: Kysely<Database>;
  log?: (message: string, error?: unknown) => void;
  /**
   * How long a running job's lease lasts without renewal (ms): a job whose process died is
   * run again after about this long (JOB_LEASE_MS). 30 s by default, as on Redis.
   */
  leaseMs?: number;
  /** How often the queue looks for due work it was not told about (delays, lapsed leases). */
  pollMs?: number;
  /** The first retry's delay; each later one doubles it. */
  retryDelayMs?: number;
}

/** Finished jobs are kept this long, so the same id added again within it is ignored. */
export const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_FAILED_MS = 30 * 24 * 60 * 60 * 1000;
/** A job interrupted this many times (its process died each time) is given up. */
export const MAX_INTERRUPTIONS = 3;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const IDLE_CHECK_MS = 25;

interface Registered {
  handler: JobHandler<unknown>;
  concurrency: number;
  attempts: number;
  repeating: boolean;
  running: number;
}

interface ClaimedJob {
  id: string;
  data: string;
  starts: number;
  failures: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const describe = (error: unknown) =>
  error instanceof Error ? error.message : String(error).slice(0, 500);

/**
 * The queue without Redis: jobs live in the database (migration 036), so work queued or
 * running when the process stops is done after it starts again. Jobs of one name run
 * `concurrency` at a time in the order they became due. A job is claimed with a
 * compare-and-set on its row and holds a lease renewed while it runs; a job whose lease
 * ran out (its process was killed) is claimed again and run from the start, its handler
 * skipping the steps it marked done. An id already in the table (queued, running, or
 * finished within a week) is not added again.
 */
export function databaseJobQueue(options: DatabaseJobQueueOptions): JobQueue {
  const { db } = options;
  const log = options.log ?? (() => {});
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  // Each start of a queue is its own owner: leases name who must renew them.
  const owner = randomUUID();
  const handlers = new Map<string, Registered>();
  const timers = new Set<NodeJS.Timeout>();
  let started = false;
  let closed = false;
  let pumping: Promise<void> | null = null;
  let pumpAgain = false;
  let lastSweep = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const stepsOf = (id: string): JobSteps => ({
    has: async (step) =>
      (await db
        .selectFrom('job_steps')
        .select('step')
        .where('job_id', '=', id)
        .where('step', '=', step)
        .executeTakeFirst()) !== undefined,
    add: async (step) => {
      await db
        .insertInto('job_steps')
        .values({ job_id: id, step })
        .onConflict((c) => c.columns(['job_id', 'step']).doNothing())
        .execute();
    },
  });

  /** Due work of a name: queued and due, or running under a lease that ran out. */
  const dueIds = async (name: string, limit: number, now: string): Promise<string[]> => {
    const rows = await db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', name)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  };

  /** Takes a job for this process, if no one else took it first. */
  const claim = async (id: string, now: string): Promise<ClaimedJob | null> => {
    const result = await db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        owner,
        lease_until: iso(Date.now() + leaseMs),
        starts: eb('starts', '+', 1),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    const row = await db
      .selectFrom('jobs')
      .select(['id', 'data', 'starts', 'failures'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row;
  };

  const finish = async (id: string, status: 'done' | 'failed', error: string | null) => {
    await db
      .updateTable('jobs')
      .set({
        status,
        error,
        owner: null,
        lease_until: null,
        finished_at: iso(Date.now()),
        // The job's input is not needed once it is over; its id keeps it from running again.
        data: 'null',
      })
      .where('id', '=', id)
      .where('owner', '=', owner)
      .execute();
    await db.deleteFrom('job_steps').where('job_id', '=', id).execute();
  };

  const retry = async (job: ClaimedJob, failures: number, error: string) => {
    await db
      .updateTable('jobs')
      .set({
        status: 'queued',
        failures,
        error,
        owner: null,
        lease_until: null,
        run_at: iso(Date.now() + retryDelayMs * 2 ** (failures - 1)),
      })
      .where('id', '=', job.id)
      .where('owner', '=', owner)
      .execute();
  };

  const run = async (entry: Registered, job: ClaimedJob) => {
    const interruptions = job.starts - 1 - job.failures;
    if (interruptions >= MAX_INTERRUPTIONS) {
      log(`job ${job.id} failed`, new Error(`interrupted ${interruptions} times`));
      return finish(job.id, 'failed', `interrupted ${interruptions} times`);
    }
    try {
      await entry.handler(JSON.parse(job.data) as unknown, {
        id: job.id,
        attempt: job.starts - 1,
        steps: stepsOf(job.id),
      });
    } catch (error) {
      // Closed meanwhile: the job keeps its row and runs again after the next start.
      if (closed) return;
      const failures = job.failures + 1;
      if (failures < entry.attempts) return retry(job, failures, describe(error));
      log(`job ${job.id} failed`, error);
      return finish(job.id, 'failed', describe(error));
    }
    if (!closed) await finish(job.id, 'done', null);
  };

  /** Claims and starts due work for every name with room, until there is none. */
  const pumpOnce = async () => {
    for (const [name, entry] of handlers) {
      while (!closed && entry.running < entry.concurrency) {
        const now = iso(Date.now());
        const ids = await dueIds(name, entry.concurrency - entry.running, now);
        if (ids.length === 0) break;
        for (const id of ids) {
          const job = await claim(id, now);
          if (!job) continue;
          entry.running += 1;
          void run(entry, job)
            .catch((error: unknown) => {
              if (!closed) log(`job ${job.id}: its state was not saved`, error);
            })
            .finally(() => {
              entry.running -= 1;
              pump();
            });
        }
      }
    }
  };

  const pump = () => {
    if (!started || closed) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = pumpOnce()
      .catch((error: unknown) => {
        if (!closed) log('job queue: looking for work failed', error);
      })
      .finally(() => {
        pumping = null;
        if (pumpAgain) {
          pumpAgain = false;
          pump();
        }
      });
  };

  /** Renews the leases of the jobs this queue runs, so no one takes them over. */
  const renewLeases = async () => {
    // No write while idle: every write tells the other processes' read caches to refresh.
    if (![...handlers.values()].some((entry) => entry.running > 0)) return;
    await db
      .updateTable('jobs')
      .set({ lease_until: iso(Date.now() + leaseMs) })
      .where('owner', '=', owner)
      .where('status', '=', 'running')
      .execute();
  };

  /** Forgets finished jobs once their id no longer needs to be remembered. */
  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'done'), eb('finished_at', '<', iso(now - KEEP_DONE_MS))]),
          eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', iso(now - KEEP_FAILED_MS))]),
        ]),
      )
      .execute();
  };

  const tick = () => {
    if (closed) return;
    void Promise.all([renewLeases(), sweep()])
      .catch((error: unknown) => {
        if (!closed) log('job queue: upkeep failed', error);
      })
      .finally(() => {
        pump();
        later(Math.min(pollMs, leaseMs / 3), tick);
      });
  };

  /** Work running or due; a repeating job's next run, not due yet, is not waited for. */
  const busy = async (): Promise<boolean> => {
    const repeating = [...handlers].filter(([, entry]) => entry.repeating).map(([name]) => name);
    const now = iso(Date.now());
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', ['queued', 'running'])
      .$if(repeating.length > 0, (query) =>
        query.where((eb) =>
          eb.or([
            eb('status', '=', 'running'),
            eb('run_at', '<=', now),
            eb('name', 'not in', repeating),
          ]),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count) > 0;
  };

  return {
    kind: 'database',
    handle<T>(name: string, handler: JobHandler<T>, handlerOptions: HandlerOptions = {}) {
      handlers.set(name, {
        handler: handler as JobHandler<unknown>,
        concurrency: handlerOptions.concurrency ?? 1,
        attempts: handlerOptions.attempts ?? DEFAULT_ATTEMPTS,
        repeating: handlerOptions.repeating ?? false,
        running: 0,
      });
    },
    async add(name, data, jobOptions) {
      if (!handlers.has(name)) throw new Error(`No handler for jobs named ${name}`);
      const now = Date.now();
      await db
        .insertInto('jobs')
        .values({
          id: jobOptions.id,
          name,
          data: JSON.stringify(data ?? null),
          status: 'queued',
          run_at: iso(now + (jobOptions.delayMs ?? 0)),
          created_at: iso(now),
        })
        .onConflict((c) => c.column('id').doNothing())
        .execute();
      if (jobOptions.delayMs) later(jobOptions.delayMs, pump);
      else pump();
    },
    async start() {
      if (started) return;
      started = true;
      tick();
    },
    async idle() {
      while (!closed && (pumping || (await busy())))
        await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await pumping;
      // Running jobs are handed back at once, so the next start resumes them without
      // waiting for their leases to run out (their handlers' steps say what was done).
      await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'queued',
          owner: null,
          lease_until: null,
          // A hand-back is not an interruption: the next start is not counted against it.
          starts: eb('starts', '-', 1),
        }))
        .where('owner', '=', owner)
        .where('status', '=', 'running')
        .execute()
        .catch((error: unknown) => log('job queue: handing back running jobs failed', error));
    },
  };
}
