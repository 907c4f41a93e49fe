import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryJobQueue, redisJobQueue, type JobQueue } from '../../server/jobs';

/**
 * The job queue (issue 23, section 4): in process without Redis, BullMQ with it. Both:
 * the same id runs once, a failing job is tried again, steps marked done are kept.
 * On Redis: a worker process killed mid-job leaves the job to another, which completes
 * it; its effect happens exactly once.
 */
const redisUrl = process.env.REDIS_URL_TEST;

const kinds: [string, () => JobQueue][] = [['memory', () => memoryJobQueue(() => {}, 20)]];
if (redisUrl)
  kinds.push([
    'redis',
    () => redisJobQueue({ url: redisUrl, prefix: `test-jobs-${randomBytes(6).toString('hex')}` }),
  ]);

describe.each(kinds)('job queue in %s', (_kind, make) => {
  const queues: JobQueue[] = [];
  afterAll(async () => {
    for (const queue of queues) await queue.close();
  });

  it('runs a job once per id, retries a failure, and keeps its done steps across tries', async () => {
    const queue = make();
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
    const queue = make();
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
