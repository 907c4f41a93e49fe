import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('reads anything below the first attempt as the first', () => {
    expect(retryDelayMs(0)).toBe(1_000);
  });
});
