import { describe, expect, it } from 'vitest';
import { createAccountLimiter } from './accountLimiter';

describe('account limiter', () => {
  it('blocks an account after max failures within the window, per account, ignoring case', () => {
    let clock = 0;
    const limiter = createAccountLimiter({ max: 3, windowMs: 1000, now: () => clock });
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('Seller@Example.com');
    expect(limiter.isBlocked('seller@example.com')).toBe(true);
    expect(limiter.isBlocked('other@example.com')).toBe(false);
    clock = 1001;
    expect(limiter.isBlocked('seller@example.com')).toBe(false);
  });

  it('forgets failures after a success', () => {
    const limiter = createAccountLimiter({ max: 2, windowMs: 1000, now: () => 0 });
    limiter.recordFailure('a');
    limiter.reset('a');
    limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
