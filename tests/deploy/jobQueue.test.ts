import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseJobQueue, redisJobQueue, type JobQueue } from '../../server/jobs';
import { testDatabaseKinds, type TestDatabase } from '../server/support/databases';

/**
 * The job queue (issue 23, section 4): in the database without Redis (SQLite, and
 * PostgreSQL when DATABASE_URL_TEST is set), BullMQ with it. All: the same id runs once, a
 * failing job is tried again, steps marked done are kept. In the database: a queue that
 * stopped (closed, or its process killed with a job running) leaves its work to the next
 * start. On Redis: a worker process killed mid-job leaves the job to another, which
 * completes it; its effect happens exactly once. (A real server killed mid-send:
 * tests/deploy/jobRestart.test.ts.)
 */
const redisUrl = process.env.REDIS_URL_TEST;

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.dispose();
});
const inDatabase = (open: () => Promise<TestDatabase>) => async () => {
  const database = await open();
  databases.push(database);
  return databaseJobQueue({ db: database.handle.db, retryDelayMs: 20, pollMs: 50 });
};

const kinds: [string, () => Promise<JobQueue>][] = testDatabaseKinds().map((kind) => [
  kind.dialect,
  inDatabase(kind.open),
]);
if (redisUrl)
  kinds.push([
    'redis',
    async () =>
      redisJobQueue({ url: redisUrl, prefix: `test-jobs-${randomBytes(6).toString('hex')}` }),
  ]);

describe.each(kinds)('job queue in %s', (_kind, make) => {
  const queues: JobQueue[] = [];
  afterAll(async () => {
    for (const queue of queues) await queue.close();
  });

  it('runs a job once per id, retries a failure, and keeps its done steps across tries', async () => {
    const queue = await make();
    queues.push(queue);
    const runs: string[] = [];
    let failures = 1;
    const stepsSeen: boolean[] = [];
    queue.handle<{ n: number }>(
      'work',
      async (data, job) => {
        runs.push(`${job.id}:${data.n}`);
        stepsSeen.push(await job.steps.has('first'));
        await job.steps.add('first');
        if (data.n === 2 && failures-- > 0) throw new Error('flaky');
      },
      { attempts: 3 },
    );
    await queue.start();
    await queue.add('work', { n: 1 }, { id: 'work:1' });
    await queue.add('work', { n: 1 }, { id: 'work:1' });
    await queue.add('work', { n: 2 }, { id: 'work:2' });
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(3);
    await queue.idle();
    expect(runs.filter((run) => run.endsWith(':1'))).toHaveLength(1);
    expect(runs.filter((run) => run.endsWith(':2'))).toHaveLength(2);
    // The retry of work:2 saw the step its first try marked.
    expect(stepsSeen).toEqual([false, false, true]);
  });

  it('waits for a delayed job', async () => {
    const queue = await make();
    queues.push(queue);
    const ran: number[] = [];
    queue.handle('later', async () => void ran.push(Date.now()));
    await queue.start();
    const added = Date.now();
    await queue.add('later', {}, { id: 'later:1', delayMs: 300 });
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
    expect(ran[0]! - added).toBeGreaterThanOrEqual(280);
  });
});

describe.each(testDatabaseKinds())('job queue in the database ($dialect) across starts', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    databases.push(database);
  });
  const queueOn = (leaseMs = 1_000) =>
    databaseJobQueue({ db: database.handle.db, leaseMs, pollMs: 50, retryDelayMs: 20 });

  it('runs work added before a stop after the next start, once', async () => {
    const first = queueOn();
    first.handle('later', async () => {});
    // Added but never started: the process stopped before working it.
    await first.add('later', { n: 1 }, { id: 'later:1' });
    await first.close();

    const runs: string[] = [];
    const second = queueOn();
    second.handle<{ n: number }>(
      'later',
      async (data, job) => void runs.push(`${job.id}=${data.n}`),
    );
    await second.add('later', { n: 1 }, { id: 'later:1' });
    await second.start();
    await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['later:1=1']);
    await second.idle();
    await second.close();
  });

  it('runs a job whose process died mid-run again, skipping its done steps', async () => {
    // What a killed process leaves: its job running under a lease that ran out, one step done.
    const { db } = database.handle;
    await db
      .insertInto('jobs')
      .values({
        id: 'steps:1',
        name: 'steps',
        data: JSON.stringify({ items: ['a', 'b', 'c'] }),
        status: 'running',
        run_at: new Date(Date.now() - 5_000).toISOString(),
        starts: 1,
        owner: 'a process killed meanwhile',
        lease_until: new Date(Date.now() - 1_000).toISOString(),
        created_at: new Date(Date.now() - 5_000).toISOString(),
      })
      .execute();
    await db.insertInto('job_steps').values({ job_id: 'steps:1', step: 'a' }).execute();

    const effects: string[] = [];
    let attempt = -1;
    const next = queueOn();
    next.handle<{ items: string[] }>('steps', async (data, job) => {
      attempt = job.attempt;
      for (const item of data.items) {
        if (await job.steps.has(item)) continue;
        effects.push(item);
        await job.steps.add(item);
      }
    });
    await next.start();
    await expect.poll(() => effects, { timeout: 10_000 }).toEqual(['b', 'c']);
    await next.idle();
    expect(attempt).toBe(1);
    const row = await database.handle.db
      .selectFrom('jobs')
      .select(['status', 'starts', 'failures'])
      .where('id', '=', 'steps:1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'done', starts: 2, failures: 0 });
    await next.close();
  });

  it('gives a job up after its attempts, and does not add a finished id again', async () => {
    const queue = queueOn();
    let runs = 0;
    queue.handle(
      'broken',
      async () => {
        runs += 1;
        throw new Error('always');
      },
      { attempts: 2 },
    );
    await queue.start();
    await queue.add('broken', {}, { id: 'broken:1' });
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(2);
    await queue.idle();
    await queue.add('broken', {}, { id: 'broken:1' });
    await queue.idle();
    expect(runs).toBe(2);
    const row = await database.handle.db
      .selectFrom('jobs')
      .select(['status', 'error'])
      .where('id', '=', 'broken:1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', error: 'always' });
    await queue.close();
  });
});

describe.skipIf(!redisUrl)('a worker process killed mid-job', () => {
  const children: ChildProcess[] = [];
  let redis: Redis;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await redis?.quit();
  });

  const startWorker = (prefix: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/deploy/jobWorker.ts'], {
      env: { ...process.env, REDIS_URL_TEST: redisUrl, JOB_PREFIX: prefix, WORK_MS: '1500' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { child, output: () => output };
  };

  it('is completed by another worker, with its effect recorded once', async () => {
    const prefix = `test-jobkill-${randomBytes(6).toString('hex')}`;
    redis = new Redis(redisUrl!);
    const producer = redisJobQueue({ url: redisUrl!, prefix, work: false });
    producer.handle('slow-effect', async () => {});
    await producer.add('slow-effect', { value: 'print' }, { id: 'slow-effect:order-7' });
    // The same work added again (a retried request) is the same job.
    await producer.add('slow-effect', { value: 'print' }, { id: 'slow-effect:order-7' });

    const first = startWorker(prefix);
    await expect.poll(first.output, { timeout: 30_000 }).toContain('started');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(first.output()).not.toContain('done');

    const second = startWorker(prefix);
    await expect.poll(second.output, { timeout: 30_000, interval: 200 }).toContain('done');
    await producer.idle();
    expect(await redis.get(`${prefix}:runs`)).toBe('2');
    expect(await redis.smembers(`${prefix}:effects`)).toEqual(['slow-effect.order-7=print']);
    second.child.kill('SIGTERM');
    await producer.close();
  });
});
