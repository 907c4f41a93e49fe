import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootStorefront, FAILURE_SCREEN_DELAY_MS } from './boot';

afterEach(() => vi.useRealTimers());
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('bootStorefront', () => {
  it('starts from the embedded state without showing the failure screen', async () => {
    const start = vi.fn();
    const showFailure = vi.fn();
    await expect(
      bootStorefront({ readState: () => ({ coreData: {} }), start, showFailure, wait }),
    ).resolves.toBe('started');
    expect(start).toHaveBeenCalledWith({ coreData: {} });
    expect(showFailure).not.toHaveBeenCalled();
  });

  it('shows the failure screen 1 second after core data fails to load, not before', async () => {
    vi.useFakeTimers();
    const showFailure = vi.fn();
    const outcome = bootStorefront({
      readState: () => {
        throw new Error('The page has no embedded storefront state');
      },
      start: vi.fn(),
      showFailure,
      wait,
    });
    await vi.advanceTimersByTimeAsync(FAILURE_SCREEN_DELAY_MS - 1);
    expect(showFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('failed');
    expect(showFailure).toHaveBeenCalledOnce();
  });

  it('treats an app that cannot start from the state as a failure too', async () => {
    vi.useFakeTimers();
    const showFailure = vi.fn();
    const outcome = bootStorefront({
      readState: () => ({}),
      start: () => {
        throw new TypeError('Cannot read properties of undefined');
      },
      showFailure,
      wait,
    });
    await vi.advanceTimersByTimeAsync(FAILURE_SCREEN_DELAY_MS);
    await expect(outcome).resolves.toBe('failed');
    expect(showFailure).toHaveBeenCalledOnce();
  });
});
