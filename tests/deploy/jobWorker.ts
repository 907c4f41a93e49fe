/**
 * A worker process for tests/deploy/jobQueue.test.ts: works the `slow-effect` jobs of a
 * Redis queue. Each run counts itself, says "started {id}" and, after WORK_MS, records
 * its effect in a Redis set keyed by the job's id (so a second run changes nothing) and
 * says "done {id}". The test kills one such process mid-job and starts another.
 */
import { Redis } from 'ioredis';
import { redisJobQueue } from '../../server/jobs';

const url = process.env.REDIS_URL_TEST!;
const prefix = process.env.JOB_PREFIX!;
const workMs = Number(process.env.WORK_MS ?? 1500);
const redis = new Redis(url);
const queue = redisJobQueue({
  url,
  prefix,
  lockDurationMs: 1_000,
  stalledIntervalMs: 500,
  log: (message, error) => console.error(message, error),
});
queue.handle<{ value: string }>('slow-effect', async (data, job) => {
  await redis.incr(`${prefix}:runs`);
  console.log(`started ${job.id}`);
  await new Promise((resolve) => setTimeout(resolve, workMs));
  await redis.sadd(`${prefix}:effects`, `${job.id}=${data.value}`);
  console.log(`done ${job.id}`);
});
await queue.start();
console.log('worker ready');
