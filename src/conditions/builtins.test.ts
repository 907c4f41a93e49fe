import { describe, expect, it } from 'vitest';
import { builtinConditions } from './builtins';
import type { ConditionContext } from './context';
import { visitorContext } from './testContext';

const holds = (name: string, context: ConditionContext, args: readonly unknown[] = []): boolean => {
  const predicate = builtinConditions[name];
  if (!predicate) throw new Error(`no built-in condition ${name}`);
  return predicate(context, args);
};

const signedIn = (user: Partial<NonNullable<ConditionContext['user']>> = {}) =>
  visitorContext({ user: { internal: false, verified: false, dashboardAccess: false, ...user } });

describe('built-in conditions', () => {
  it('tells signed-in from signed-out visitors', () => {
    expect(holds('logged-in', signedIn())).toBe(true);
    expect(holds('logged-in', visitorContext())).toBe(false);
    expect(holds('logged-out', visitorContext())).toBe(true);
    expect(holds('logged-out', signedIn())).toBe(false);
  });

  it('checks what the signed-in visitor is', () => {
    expect(holds('internal-user', signedIn({ internal: true }))).toBe(true);
    expect(holds('internal-user', signedIn())).toBe(false);
    expect(holds('internal-user', visitorContext())).toBe(false);
    expect(holds('verified-user', signedIn({ verified: true }))).toBe(true);
    expect(holds('verified-user', signedIn())).toBe(false);
    expect(holds('dashboard-access', signedIn({ dashboardAccess: true }))).toBe(true);
    expect(holds('dashboard-access', visitorContext())).toBe(false);
  });

  it('checks the store plan', () => {
    expect(holds('pro-store', visitorContext({ store: { pro: true } }))).toBe(true);
    expect(holds('pro-store', visitorContext())).toBe(false);
    expect(holds('free-store', visitorContext())).toBe(true);
    expect(holds('free-store', visitorContext({ store: { pro: true } }))).toBe(false);
  });

  it('checks the basket', () => {
    expect(holds('has-basket-items', visitorContext({ basket: { itemCount: 2 } }))).toBe(true);
    expect(holds('has-basket-items', visitorContext())).toBe(false);
    expect(holds('empty-basket', visitorContext())).toBe(true);
    expect(holds('empty-basket', visitorContext({ basket: { itemCount: 1 } }))).toBe(false);
  });

  it('checks the selected currency against the listed codes', () => {
    expect(holds('currency', visitorContext({ currency: 'USD' }), ['USD', 'CAD'])).toBe(true);
    expect(holds('currency', visitorContext(), ['USD', 'CAD'])).toBe(false);
    expect(holds('currency', visitorContext(), [])).toBe(false);
  });

  it('checks the date, failing on a missing or unreadable one', () => {
    const context = visitorContext();
    expect(holds('before', context, ['2026-12-18'])).toBe(true);
    expect(holds('before', context, ['2026-11-30'])).toBe(false);
    expect(holds('after', context, ['2026-11-30'])).toBe(true);
    expect(holds('after', context, ['2026-12-18'])).toBe(false);
    expect(holds('after', context, ['2026-12-01T12:00:00Z'])).toBe(true);
    expect(holds('before', context, [])).toBe(false);
    expect(holds('after', context, ['soon'])).toBe(false);
  });
});
