import { Redis } from 'ioredis';

/**
 * Which captcha payloads were already used, until their challenge expires: a payload
 * works once. One process keeps them in memory; several processes behind a balancer
 * share them in Redis (REDIS_URL), or each would accept a payload once.
 */
export interface UsedCaptchas {
  /** True when `id` was not used yet, and records it until `expiresAt` (epoch ms). */
  claim(id: string, expiresAt: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createMemoryUsedCaptchas(now: () => number = Date.now): UsedCaptchas {
  const used = new Map<string, number>();
  return {
    async claim(id, expiresAt) {
      const time = now();
      for (const [key, until] of used) if (until <= time) used.delete(key);
      if (used.has(id)) return false;
      used.set(id, expiresAt);
      return true;
    },
    async close() {},
  };
}

/**
 * The shared memory: one key per used payload, set only if absent (NX) and expiring with
 * its challenge (PX), so the first process to claim it wins and nothing needs sweeping.
 */
export function createRedisUsedCaptchas(
  url: string,
  prefix: string,
  now: () => number = Date.now,
): UsedCaptchas {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async claim(id, expiresAt) {
      const ttl = Math.max(1, Math.ceil(expiresAt - now()));
      return (await redis.set(`${prefix}:captcha-used:${id}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
    async close() {
      redis.disconnect();
    },
  };
}
