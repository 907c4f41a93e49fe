/**
 * Failed sign-ins per account, in memory. @fastify/rate-limit keys a route by request
 * before the body is read, so it limits per address; this counts failures per email so
 * an attacker spreading attempts over many addresses still hits a wall. A success clears
 * the account's count. The clock is injected so tests need no real waiting.
 */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface AccountLimiter {
  isBlocked(account: string): boolean;
  recordFailure(account: string): void;
  reset(account: string): void;
}

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
  const key = (account: string) => account.trim().toLowerCase();
  return {
    isBlocked: (account) => recent(key(account)).length >= options.max,
    recordFailure(account) {
      const k = key(account);
      failures.set(k, [...recent(k), now()]);
    },
    reset: (account) => void failures.delete(key(account)),
  };
}
