import { memoryJobQueue } from './memoryQueue';
import type { JobQueue } from './queue';
import { redisJobQueue } from './redisQueue';

export { memoryJobQueue } from './memoryQueue';
export { redisJobQueue, KEEP_DONE_SECONDS, type RedisJobQueueOptions } from './redisQueue';
export * from './queue';

/** BullMQ on Redis when REDIS_URL is set, in process otherwise. */
export function jobQueueFor(
  config: { redisUrl: string | null; redisPrefix: string },
  log: (message: string, error?: unknown) => void,
): JobQueue {
  return config.redisUrl
    ? redisJobQueue({ url: config.redisUrl, prefix: config.redisPrefix, log })
    : memoryJobQueue(log);
}
