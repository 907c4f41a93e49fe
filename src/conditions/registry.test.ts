import { describe, expect, it } from 'vitest';
import type { BlockCondition } from '../model';
import { createConditionRegistry, type ConditionLog } from './registry';
import { visitorContext } from './testContext';

type Logged = Parameters<ConditionLog>;

function setup() {
  const logged: Logged[] = [];
  const registry = createConditionRegistry({ log: (...entry) => logged.push(entry) });
  return { registry, logged };
}

const block = (conditions?: BlockCondition[]) => ({
  id: 'christmas-banner',
  properties: conditions === undefined ? {} : { conditions },
});

describe('condition registry', () => {
  it('shows a block without conditions', () => {
    const { registry, logged } = setup();
    expect(registry.evaluate(block(), visitorContext())).toBe(true);
    expect(registry.evaluate(block([]), visitorContext())).toBe(true);
    expect(logged).toStrictEqual([]);
  });

  it('shows a block only when every condition holds', () => {
    const { registry } = setup();
    const conditions: BlockCondition[] = ['logged-out', { name: 'currency', args: ['GBP'] }];
    expect(registry.evaluate(block(conditions), visitorContext())).toBe(true);
    expect(registry.evaluate(block(conditions), visitorContext({ currency: 'EUR' }))).toBe(false);
  });

  it('hides a block with unknown conditions and logs the invalid names', () => {
    const { registry, logged } = setup();
    const hidden = registry.evaluate(
      block(['logged-out', 'vip', { name: 'loyal-customer' }]),
      visitorContext(),
    );
    expect(hidden).toBe(false);
    expect(logged).toStrictEqual([
      [
        'Invalid block conditions',
        { blockId: 'christmas-banner', invalid: ['vip', 'loyal-customer'] },
      ],
    ]);
  });

  it('starts with the built-in conditions', () => {
    const { registry } = setup();
    expect(registry.has('logged-in')).toBe(true);
    expect(registry.has('has-basket-items')).toBe(true);
    expect(registry.names()).toContain('pro-store');
  });

  it('registers a named condition and removes it with the returned cleanup', () => {
    const { registry, logged } = setup();
    const dispose = registry.register('big-basket', (context) => context.basket.itemCount >= 5);
    expect(
      registry.evaluate(block(['big-basket']), visitorContext({ basket: { itemCount: 6 } })),
    ).toBe(true);
    expect(
      registry.evaluate(block(['big-basket']), visitorContext({ basket: { itemCount: 1 } })),
    ).toBe(false);
    dispose();
    expect(registry.has('big-basket')).toBe(false);
    expect(
      registry.evaluate(block(['big-basket']), visitorContext({ basket: { itemCount: 6 } })),
    ).toBe(false);
    expect(logged).toHaveLength(1);
  });

  it('passes a condition its arguments', () => {
    const { registry } = setup();
    registry.register('min-items', (context, args) => context.basket.itemCount >= Number(args[0]));
    const withArgs = block([{ name: 'min-items', args: [3] }]);
    expect(registry.evaluate(withArgs, visitorContext({ basket: { itemCount: 3 } }))).toBe(true);
    expect(registry.evaluate(withArgs, visitorContext({ basket: { itemCount: 2 } }))).toBe(false);
  });

  it('refuses a name that is taken', () => {
    const { registry } = setup();
    expect(() => registry.register('logged-in', () => true)).toThrow(
      'Condition logged-in is already registered',
    );
  });

  it('can start from a chosen set instead of the built-ins', () => {
    const registry = createConditionRegistry({
      log: () => undefined,
      conditions: { always: () => true },
    });
    expect(registry.names()).toStrictEqual(['always']);
  });
});
