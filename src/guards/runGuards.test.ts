import { describe, expect, it } from 'vitest';
import { redirectOf, runGuards } from './runGuards';
import { loggedIn, verified } from './sessionGuards';
import { nonDirectPaymentProcessor } from './storeGuards';
import { guardState, user } from './testState';

describe('runGuards', () => {
  it('stops at the first guard that turns the visitor away', () => {
    const guards = [loggedIn, verified];
    expect(runGuards(guards, guardState({ fullPath: '/x/' }))).toEqual({
      redirect: '/login/?redirect_uri=%2Fx%2F',
    });
    expect(runGuards(guards, guardState({ user: user({ verified: false }) }))).toEqual({
      redirect: '/sign-up/verify/',
    });
    expect(runGuards(guards, guardState({ user: user() }))).toBeNull();
  });
  it('reads the redirect of a verdict; a removed route has none', () => {
    expect(redirectOf({ redirect: '/403/' })).toBe('/403/');
    expect(redirectOf(null)).toBeNull();
    expect(
      redirectOf(
        runGuards(
          [nonDirectPaymentProcessor],
          guardState({ store: { paymentProcessor: 'direct' } }),
        ),
      ),
    ).toBeNull();
  });
});
