import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountLimiter, type AccountLimiter } from './accountLimiter';
import { createRedisAccountLimiter } from './redisAccountLimiter';

/** The same contract in memory and, when REDIS_URL_TEST is set, shared through Redis. */
const redisUrl = process.env.REDIS_URL_TEST;
const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) await client.quit();
});

type Make = (options: { max: number; windowMs: number; now: () => number }) => AccountLimiter;
const kinds: Array<{ name: string; make: Make }> = [
  { name: 'in memory', make: createAccountLimiter },
];
if (redisUrl) {
  const prefix = `test-limits-${randomBytes(6).toString('hex')}`;
  kinds.push({
    name: 'through Redis',
    make: (options) => {
      const redis = new Redis(redisUrl);
      clients.push(redis);
      return createRedisAccountLimiter({ redis, prefix, ...options });
    },
  });
}

describe.each(kinds)('account limiter $name', ({ make }) => {
  it('blocks an account after max failures within the window, per account, ignoring case', async () => {
    let clock = 1_000_000;
    const limiter = make({ max: 3, windowMs: 1000, now: () => clock });
    for (let i = 0; i < 3; i += 1) await limiter.recordFailure('Seller@Example.com');
    expect(await limiter.isBlocked('seller@example.com')).toBe(true);
    expect(await limiter.isBlocked('other@example.com')).toBe(false);
    clock += 1001;
    expect(await limiter.isBlocked('seller@example.com')).toBe(false);
  });

  it('forgets failures after a success', async () => {
    const limiter = make({ max: 2, windowMs: 1000, now: () => 5_000_000 });
    await limiter.recordFailure('a');
    await limiter.reset('a');
    await limiter.recordFailure('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });
});

describe.skipIf(!redisUrl)('account limiter through Redis, in several processes', () => {
  it('counts failures made through any process against the account', async () => {
    const prefix = `test-limits-${randomBytes(6).toString('hex')}`;
    const [one, two] = [new Redis(redisUrl!), new Redis(redisUrl!)];
    clients.push(one, two);
    const options = { prefix, max: 3, windowMs: 60_000 };
    const first = createRedisAccountLimiter({ redis: one, ...options });
    const second = createRedisAccountLimiter({ redis: two, ...options });
    await first.recordFailure('shared@example.com');
    await second.recordFailure('shared@example.com');
    expect(await second.isBlocked('shared@example.com')).toBe(false);
    await first.recordFailure('shared@example.com');
    expect(await second.isBlocked('shared@example.com')).toBe(true);
  });
});
