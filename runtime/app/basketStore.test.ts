import { describe, expect, it, vi } from 'vitest';
import type { BasketItem } from '../../src/model';
import { createBasketStore, itemCount } from './basketStore';

const item = (key: string, quantity: number): BasketItem => ({
  key,
  quantity,
  name: `Tee ${key}`,
  priceIncTax: 20,
  image: null,
  options: {},
  productUuid: `u-${key}`,
});

describe('basket store', () => {
  it('replaces the whole list with each answer and tells every reader', () => {
    const store = createBasketStore([item('a', 1)]);
    const header = vi.fn();
    const bottomBar = vi.fn();
    store.subscribe(header);
    const stop = store.subscribe(bottomBar);
    stop();
    const answer = [item('a', 2), item('b', 1)];
    store.replace(answer);
    expect(store.getSnapshot()).toBe(answer);
    expect(header).toHaveBeenCalledTimes(1);
    expect(bottomBar).not.toHaveBeenCalled();
  });

  it('counts quantities, not lines, for the badge', () => {
    expect(itemCount([item('a', 2), item('b', 1)])).toBe(3);
    expect(itemCount([])).toBe(0);
  });
});
