import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore, type SnackbarStore } from './store';

let store: SnackbarStore;
const shown = () => store.getSnapshot().current?.message ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  store = createSnackbarStore();
});

afterEach(() => {
  store.dispose();
  vi.useRealTimers();
});

describe('createSnackbarStore', () => {
  it('shows a message for 3000 ms by default', () => {
    store.push({ message: 'Page saved' });
    vi.advanceTimersByTime(2999);
    expect(shown()).toBe('Page saved');
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
  });

  it('leaves a 300 ms gap before the next message', () => {
    store.push({ message: 'First' });
    store.push({ message: 'Second' });
    vi.advanceTimersByTime(3000);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(299);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('Second');
  });

  it('honours a message timeout and keeps an Infinity one until dismissed', () => {
    store.push({ message: 'Quick', timeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(300);
    store.push({ message: 'Sticky', timeoutMs: Infinity });
    vi.advanceTimersByTime(60_000);
    expect(shown()).toBe('Sticky');
  });

  it('starts the gap at once when the user dismisses a message', () => {
    store.push({ message: 'First' });
    store.push({ message: 'Second' });
    const first = store.getSnapshot().current;
    store.dismiss(first?.id ?? -1);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(300);
    expect(shown()).toBe('Second');
    // The second message gets its full 3000 ms, not what was left of the first's.
    vi.advanceTimersByTime(2999);
    expect(shown()).toBe('Second');
  });

  it('drops duplicates by code, and by text when no code is given', () => {
    expect(store.push({ message: 'Saved', code: 'page.saved' })).toBe(true);
    expect(store.push({ message: 'Saved again', code: 'page.saved' })).toBe(false);
    expect(store.push({ message: 'Oops' })).toBe(true);
    expect(store.push({ message: 'Oops' })).toBe(false);
  });

  it('refuses a fifth message while four are queued', () => {
    for (const message of ['1', '2', '3', '4']) store.push({ message });
    expect(store.push({ message: '5' })).toBe(false);
  });

  it('shows the general message for an error without one', () => {
    store.pushError();
    expect(store.getSnapshot().current).toMatchObject({
      kind: 'error',
      message: 'Oops... looks like something went wrong. Please try again.',
    });
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.push({ message: 'One' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.push({ message: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops its timers when disposed', () => {
    store.push({ message: 'One' });
    store.dispose();
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBe('One');
  });
});
