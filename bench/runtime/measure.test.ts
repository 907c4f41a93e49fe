import { describe, expect, it } from 'vitest';
import { median, rateOf, totalBlockingTime } from './measure';

describe('rateOf', () => {
  it('counts runs in the window after the warm-up, on a given clock', () => {
    let clock = 0;
    const rate = rateOf(() => (clock += 10), {
      warmupMs: 100,
      durationMs: 1_000,
      now: () => clock,
    });
    expect(rate.count).toBe(100);
    expect(rate.perSecond).toBe(100);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('totalBlockingTime', () => {
  it('adds what each long task after first paint spends beyond 50 ms', () => {
    expect(
      totalBlockingTime(
        [
          { start: 100, duration: 80 },
          { start: 300, duration: 120 },
          { start: 500, duration: 40 },
        ],
        50,
      ),
    ).toBe(30 + 70);
  });
  it('counts only the part of a task after first paint', () => {
    expect(totalBlockingTime([{ start: 0, duration: 200 }], 100)).toBe(50);
    expect(totalBlockingTime([{ start: 0, duration: 90 }], 100)).toBe(0);
  });
});
