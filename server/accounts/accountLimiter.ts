/**
 * Failed sign-ins per account. @fastify/rate-limit keys a route by request before the
 * body is read, so it limits per address; this counts failures per email so an attacker
 * spreading attempts over many addresses still hits a wall. A success clears the
 * account's count. In memory for one process (the clock is injected so tests need no real
 * waiting); shared through Redis when REDIS_URL is set (redisAccountLimiter.ts), so N
 * processes do not allow N times the attempts.
 */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface AccountLimiter {
  isBlocked(account: string): Promise<boolean>;
  recordFailure(account: string): Promise<void>;
  reset(account: string): Promise<void>;
}

/** The key an account is counted under: the email as typed, trimmed and lower-cased. */
export const accountKey = (account: string): string => account.trim().toLowerCase();

export function createAccountLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): AccountLimiter {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const recent = (account: string): number[] => {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(account) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(account);
    else failures.set(account, kept);
    return kept;
  };
  return {
    isBlocked: async (account) => recent(accountKey(account)).length >= options.max,
    async recordFailure(account) {
      const key = accountKey(account);
      failures.set(key, [...recent(key), now()]);
    },
    async reset(account) {
      failures.delete(accountKey(account));
    },
  };
}
