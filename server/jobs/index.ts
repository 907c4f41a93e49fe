import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { databaseJobQueue } from './databaseQueue';
import type { JobQueue } from './queue';
import { redisJobQueue } from './redisQueue';

export { databaseJobQueue, type DatabaseJobQueueOptions } from './databaseQueue';
export { redisJobQueue, KEEP_DONE_SECONDS, type RedisJobQueueOptions } from './redisQueue';
export * from './queue';

/** BullMQ on Redis when REDIS_URL is set, kept in the database otherwise. */
export function jobQueueFor(
  config: { redisUrl: string | null; redisPrefix: string; jobLeaseMs: number },
  db: Kysely<Database>,
  log: (message: string, error?: unknown) => void,
): JobQueue {
  return config.redisUrl
    ? redisJobQueue({ url: config.redisUrl, prefix: config.redisPrefix, log })
    : databaseJobQueue({ db, log, leaseMs: config.jobLeaseMs });
}
