import { Redis } from 'ioredis';

/**
 * The Redis connection the per-address rate limits and the per-account sign-in limiter
 * share (REDIS_URL). A command gives up after one retry instead of queueing while Redis
 * is away, so a sign-in waits seconds at most, never forever.
 */
export const sharedLimitsClient = (url: string): Redis =>
  new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000 });
