import { describe, expect, it } from 'vitest';
import {
  LAZY_IMAGE_EXPAND_FACTOR,
  LAZY_IMAGE_MIN_SIZE,
  LAZY_IMAGE_THROTTLE_MS,
  lazyImageRootMargin,
  lazyImageSizes,
  throttle,
} from './lazyImage';

/** A clock the test moves by hand: timers fire when their time is passed. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id: never) => void timers.delete(id as number),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
  };
}

describe('lazy images', () => {
  it("uses the spec's constants: minimum size 40, throttle 125 ms, expand factor 1.5", () => {
    expect([LAZY_IMAGE_MIN_SIZE, LAZY_IMAGE_THROTTLE_MS, LAZY_IMAGE_EXPAND_FACTOR]).toStrictEqual([
      40, 125, 1.5,
    ]);
  });

  it('loads within the viewport grown by the expand factor: a quarter beyond each edge', () => {
    expect(lazyImageRootMargin({ width: 1200, height: 800 })).toBe('200px 300px');
    expect(lazyImageRootMargin({ width: 375, height: 667 })).toBe('167px 94px');
  });

  it('sizes an image by the width it is drawn at, never below 40 px', () => {
    expect(lazyImageSizes(318.6)).toBe('319px');
    expect(lazyImageSizes(12)).toBe('40px');
    expect(lazyImageSizes(0)).toBe('40px');
    expect(lazyImageSizes(Number.NaN)).toBe('40px');
  });

  it('measures at most once per 125 ms: at once, then once at the end of the window', () => {
    const clock = fakeClock();
    let runs = 0;
    const measure = throttle(() => (runs += 1), LAZY_IMAGE_THROTTLE_MS, clock);
    measure.call();
    expect(runs).toBe(1);
    clock.advance(50);
    measure.call();
    measure.call();
    expect(runs).toBe(1);
    clock.advance(74);
    expect(runs).toBe(1);
    clock.advance(1);
    expect(runs).toBe(2);
    clock.advance(200);
    measure.call();
    expect(runs).toBe(3);
    measure.call();
    measure.cancel();
    clock.advance(500);
    expect(runs).toBe(3);
  });
});
