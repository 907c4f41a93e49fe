import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontLoadOutcome } from './useFontLoading';

afterEach(() => vi.useRealTimers());

describe('fontLoadOutcome', () => {
  it('is active when the fonts load in time', async () => {
    await expect(fontLoadOutcome(Promise.resolve())).resolves.toBe('active');
  });
  it('is inactive when loading fails', async () => {
    await expect(fontLoadOutcome(Promise.reject(new Error('404')))).resolves.toBe('inactive');
  });
  it('is inactive after the 3 s timeout', async () => {
    vi.useFakeTimers();
    const outcome = fontLoadOutcome(new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(2_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('inactive');
  });
});
