import type { ConditionContext } from './context';

/** A signed-out visitor to a free store with an empty basket, on 1 December 2026, for tests to adjust. */
export function visitorContext(overrides: Partial<ConditionContext> = {}): ConditionContext {
  return {
    user: null,
    store: { pro: false },
    basket: { itemCount: 0 },
    currency: 'GBP',
    now: Date.parse('2026-12-01T12:00:00Z'),
    ...overrides,
  };
}
