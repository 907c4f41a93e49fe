/**
 * Background work (issue 23, section 4): print files, list sends and other work that
 * should not hold up a request goes through one queue. Kept in the database by default
 * (server/jobs/databaseQueue.ts: jobs run in this process, and work queued or cut short
 * when it stops is done after the next start); BullMQ on Redis when REDIS_URL is set (server/jobs/redisQueue.ts: any process may run a job, and
 * a job whose process died is picked up by another).
 *
 * Every job carries an id made from the work's identity (`print-files:{orderItem}`), so
 * adding the same work twice runs it once, and handlers are written to be run again
 * safely: a job that was interrupted is run again from the start, and marks the steps it
 * has done with `steps` (a list send marks each address it has sent to).
 */
export interface JobOptions {
  /** The work's identity: a second add with the same id is ignored while the first is kept. */
  id: string;
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
}

export interface JobContext {
  id: string;
  /** How many times this job has been started before (0 on the first run). */
  attempt: number;
  /** The steps of this job already done (kept across restarts). */
  steps: JobSteps;
}

export interface JobSteps {
  has(step: string): Promise<boolean>;
  add(step: string): Promise<void>;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface HandlerOptions {
  /** Jobs of this name run at once in one process (1: one at a time, for CPU-heavy work). */
  concurrency?: number;
  /** Tries before a job is given up (logged); later tries wait 5 s, 10 s, 20 s... */
  attempts?: number;
  /**
   * The job schedules its own next run (a repeating job, e.g. the analytics roll-up): idle()
   * does not wait for its runs that are not due yet, or it would never resolve.
   */
  repeating?: boolean;
}

export interface JobQueue {
  readonly kind: 'database' | 'redis';
  /** Registers the handler of a job name (before `start`). */
  handle<T>(name: string, handler: JobHandler<T>, options?: HandlerOptions): void;
  add<T>(name: string, data: T, options: JobOptions): Promise<void>;
  /** Starts working: called once every handler is registered (the app's onReady). */
  start(): Promise<void>;
  /** Resolves when no job is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 5_000;
