import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  autoAdvances,
  initialSlideshow,
  nextIndex,
  previousIndex,
  randomIndex,
  scheduleAdvance,
  slideshowReducer,
  type SlideshowEvent,
  type SlideshowState,
} from './rule';

const run = (state: SlideshowState, ...events: SlideshowEvent[]) =>
  events.reduce(slideshowReducer, state);

describe('slideshow rule', () => {
  it('advances on a tick and wraps last to first', () => {
    expect(run(initialSlideshow(3), { type: 'tick' }).index).toBe(1);
    expect(
      run(initialSlideshow(3), { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index,
    ).toBe(0);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('goes back with previous and wraps first to last', () => {
    expect(run(initialSlideshow(3), { type: 'previous' }).index).toBe(2);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('resets the timer on manual navigation, even to the same slide', () => {
    const start = initialSlideshow(3);
    expect(run(start, { type: 'next' }).timerKey).toBe(1);
    expect(run(start, { type: 'previous' }).timerKey).toBe(1);
    const same = run(start, { type: 'goTo', index: 0 });
    expect(same.index).toBe(0);
    expect(same.timerKey).toBe(1);
    expect(run(start, { type: 'tick' }).timerKey).toBe(0);
  });

  it('ignores a slide that does not exist', () => {
    const start = initialSlideshow(3);
    expect(run(start, { type: 'goTo', index: 3 })).toBe(start);
  });

  it('does not auto-advance while paused, held, or with one slide', () => {
    const paused = run(initialSlideshow(3), { type: 'pause' });
    expect(run(paused, { type: 'tick' }).index).toBe(0);
    const held = run(initialSlideshow(3), { type: 'hold' });
    expect(run(held, { type: 'tick' }).index).toBe(0);
    expect(autoAdvances(initialSlideshow(1))).toBe(false);
    expect(run(initialSlideshow(3, { paused: true }), { type: 'tick' }).index).toBe(0);
    expect(run(paused, { type: 'resume' }, { type: 'tick' }).index).toBe(1);
  });

  it('still navigates manually while paused', () => {
    expect(run(initialSlideshow(3, { paused: true }), { type: 'next' }).index).toBe(1);
  });

  it('preloads the next slide and then shows it', () => {
    const preloading = run(initialSlideshow(3), { type: 'preload' });
    expect(preloading.preloading).toBe(1);
    const shown = run(preloading, { type: 'tick' });
    expect(shown).toMatchObject({ index: 1, preloading: null });
  });

  it('in random mode jumps to a random other slide, the one it preloaded', () => {
    const random = initialSlideshow(5, { mode: 'random' });
    expect(run(random, { type: 'tick', random: 0 }).index).toBe(1);
    expect(run(random, { type: 'tick', random: 0.99 }).index).toBe(4);
    const preloaded = run(random, { type: 'preload', random: 0.5 });
    expect(run(preloaded, { type: 'tick', random: 0 }).index).toBe(preloaded.preloading);
    for (let r = 0; r < 1; r += 0.05) expect(randomIndex(2, 5, r)).not.toBe(2);
  });

  it('keeps the index within a smaller slide count', () => {
    const atLast = run(initialSlideshow(4), { type: 'goTo', index: 3 });
    expect(run(atLast, { type: 'count', count: 2 }).index).toBe(1);
  });
});

describe('scheduleAdvance (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances after the interval and preloads 2000 ms before', () => {
    const onAdvance = vi.fn();
    const onPreload = vi.fn();
    scheduleAdvance(5000, { onAdvance, onPreload });
    vi.advanceTimersByTime(2999);
    expect(onPreload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPreload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledOnce();
  });

  it('preloads at once when the interval is shorter than the lead', () => {
    const onPreload = vi.fn();
    scheduleAdvance(1500, { onAdvance: vi.fn(), onPreload });
    vi.advanceTimersByTime(0);
    expect(onPreload).toHaveBeenCalledOnce();
  });

  it('cancels both timers on cleanup (a reset)', () => {
    const onAdvance = vi.fn();
    const onPreload = vi.fn();
    const cancel = scheduleAdvance(5000, { onAdvance, onPreload });
    vi.advanceTimersByTime(4000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(onPreload).toHaveBeenCalledOnce();
  });
});
