import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAYOUT_SLIDE_HEIGHT_HOLD_MS,
  LAYOUT_SLIDE_PRELOAD_LEAD_MS,
  LAYOUT_SLIDE_TRANSITION_MS,
  LAYOUT_SLIDESHOW_INTERVAL_MS,
  layoutSlideTimeline,
  scheduleLayoutSlide,
} from './layoutSlideshow';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('layout slide show', () => {
  it("uses the spec's timings: 6000 ms, preload 2000 ms ahead, height held 100 ms plus 300 ms", () => {
    expect([
      LAYOUT_SLIDESHOW_INTERVAL_MS,
      LAYOUT_SLIDE_PRELOAD_LEAD_MS,
      LAYOUT_SLIDE_HEIGHT_HOLD_MS,
      LAYOUT_SLIDE_TRANSITION_MS,
    ]).toStrictEqual([6000, 2000, 100, 300]);
    expect(layoutSlideTimeline()).toStrictEqual({
      preloadAt: 4000,
      changeAt: 6000,
      transitionAt: 6100,
      releaseAt: 6400,
    });
    // A change sooner than the preload lead preloads at once.
    expect(layoutSlideTimeline(1500).preloadAt).toBe(0);
  });

  it('runs preload, change, transition and release in order on the clock', () => {
    const steps: string[] = [];
    const at = (name: string) => () => steps.push(`${name}@${Date.now()}`);
    vi.setSystemTime(0);
    scheduleLayoutSlide({
      onPreload: at('preload'),
      onChange: at('change'),
      onTransition: at('transition'),
      onRelease: at('release'),
    });
    vi.advanceTimersByTime(3999);
    expect(steps).toStrictEqual([]);
    vi.advanceTimersByTime(1);
    expect(steps).toStrictEqual(['preload@4000']);
    vi.advanceTimersByTime(2400);
    expect(steps).toStrictEqual(['preload@4000', 'change@6000', 'transition@6100', 'release@6400']);
  });

  it('cancels the steps not yet run', () => {
    const steps: string[] = [];
    const cancel = scheduleLayoutSlide({
      onPreload: () => steps.push('preload'),
      onChange: () => steps.push('change'),
      onTransition: () => steps.push('transition'),
      onRelease: () => steps.push('release'),
    });
    vi.advanceTimersByTime(4000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(steps).toStrictEqual(['preload']);
  });
});
