import { describe, expect, it, vi } from 'vitest';
import { createSelectionStore } from './selectionStore';

describe('selection store', () => {
  it('notifies on change only', () => {
    const store = createSelectionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(['a', 'b']);
    store.set(['a', 'b']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.has('a')).toBe(true);
    expect(store.has('c')).toBe(false);
    store.set([]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.ids()).toEqual([]);
  });
});
