import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { accountKey, type AccountLimiter } from './accountLimiter';

/**
 * The account limiter shared by every server process through Redis: each account's
 * failures are a sorted set of timestamps under `{prefix}:login-failures:{email}`,
 * trimmed to the window on every look and expiring with it, so the count is the same
 * whichever process a sign-in reaches.
 */
export function createRedisAccountLimiter(options: {
  redis: Redis;
  prefix: string;
  max: number;
  windowMs: number;
  now?: () => number;
}): AccountLimiter {
  const { redis } = options;
  const now = options.now ?? Date.now;
  const keyOf = (account: string) => `${options.prefix}:login-failures:${accountKey(account)}`;
  return {
    async isBlocked(account) {
      const key = keyOf(account);
      const [, count] = (await redis
        .multi()
        .zremrangebyscore(key, '-inf', now() - options.windowMs)
        .zcard(key)
        .exec())!;
      return Number(count![1]) >= options.max;
    },
    async recordFailure(account) {
      const key = keyOf(account);
      const at = now();
      await redis
        .multi()
        .zadd(key, at, `${at}-${randomBytes(6).toString('hex')}`)
        .zremrangebyscore(key, '-inf', at - options.windowMs)
        .pexpire(key, options.windowMs)
        .exec();
    },
    async reset(account) {
      await redis.del(keyOf(account));
    },
  };
}
