/**
 * The slide show: the index advances on a timer and
 * wraps last to first; previous wraps first to last; manual navigation resets the
 * timer; nothing auto-advances while paused. The next slide is preloaded 2000 ms before
 * the change. Random mode jumps to a random other slide on each tick.
 */
export const SLIDESHOW_DEFAULT_SPEED = 5000;
export const SLIDE_PRELOAD_LEAD_MS = 2000;

export interface SlideshowState {
  index: number;
  count: number;
  mode: 'slideshow' | 'random';
  /** Paused by the shopper (or set to start paused). */
  paused: boolean;
  /** Held while the pointer is over it or focus is inside it. */
  held: boolean;
  /** The slide being preloaded ahead of the next change, if any. */
  preloading: number | null;
  /** Bumped by manual navigation so the timer starts over even when the index is unchanged. */
  timerKey: number;
}

export type SlideshowEvent =
  /** The timer fired. `random` in [0, 1) picks the slide in random mode. */
  | { type: 'tick'; random?: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'preload'; random?: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'hold' }
  | { type: 'release' }
  | { type: 'count'; count: number };

export function initialSlideshow(
  count: number,
  options: { mode?: SlideshowState['mode']; paused?: boolean } = {},
): SlideshowState {
  return {
    index: 0,
    count,
    mode: options.mode ?? 'slideshow',
    paused: options.paused ?? false,
    held: false,
    preloading: null,
    timerKey: 0,
  };
}

export const nextIndex = (index: number, count: number): number =>
  count < 1 ? 0 : (index + 1) % count;
export const previousIndex = (index: number, count: number): number =>
  count < 1 ? 0 : (index - 1 + count) % count;

/** A random slide other than the current one (the same one if there is only one). */
export function randomIndex(index: number, count: number, random: number): number {
  if (count < 2) return 0;
  const offset = 1 + Math.min(count - 2, Math.floor(random * (count - 1)));
  return (index + offset) % count;
}

/** Where the timer goes next: the following slide, or in random mode a random other one. */
function upcoming(state: SlideshowState, random: number | undefined): number {
  if (state.mode === 'random')
    return randomIndex(state.index, state.count, random ?? Math.random());
  return nextIndex(state.index, state.count);
}

/** True when the timer should run: more than one slide, not paused, not held. */
export const autoAdvances = (state: SlideshowState): boolean =>
  state.count > 1 && !state.paused && !state.held;

export function slideshowReducer(state: SlideshowState, event: SlideshowEvent): SlideshowState {
  const manual = (index: number): SlideshowState => ({
    ...state,
    index,
    preloading: null,
    timerKey: state.timerKey + 1,
  });
  switch (event.type) {
    case 'tick': {
      if (!autoAdvances(state)) return state;
      // The preloaded slide is the one shown, so random mode does not pick twice.
      const index = state.preloading ?? upcoming(state, event.random);
      return { ...state, index, preloading: null };
    }
    case 'preload':
      if (!autoAdvances(state)) return state;
      return { ...state, preloading: upcoming(state, event.random) };
    case 'next':
      return manual(nextIndex(state.index, state.count));
    case 'previous':
      return manual(previousIndex(state.index, state.count));
    case 'goTo':
      if (event.index < 0 || event.index >= state.count) return state;
      return manual(event.index);
    case 'pause':
      return { ...state, paused: true, preloading: null };
    case 'resume':
      return { ...state, paused: false, timerKey: state.timerKey + 1 };
    case 'hold':
      return state.held ? state : { ...state, held: true, preloading: null };
    case 'release':
      return state.held ? { ...state, held: false, timerKey: state.timerKey + 1 } : state;
    case 'count': {
      const count = Math.max(0, event.count);
      return {
        ...state,
        count,
        index: count === 0 ? 0 : Math.min(state.index, count - 1),
        preloading: null,
      };
    }
  }
}

export interface AdvanceTimerHandlers {
  onAdvance: () => void;
  /** Called `SLIDE_PRELOAD_LEAD_MS` before the advance (at once for shorter intervals). */
  onPreload?: () => void;
}

interface Clock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

/**
 * Schedules one advance `interval` ms from now, with its preload ahead of it. The caller
 * schedules again after each change (and after manual navigation, which is how the
 * timer resets). Returns the cleanup that cancels both.
 */
export function scheduleAdvance(
  interval: number,
  handlers: AdvanceTimerHandlers,
  clock: Clock = globalThis,
): () => void {
  const ids: unknown[] = [];
  if (handlers.onPreload)
    ids.push(clock.setTimeout(handlers.onPreload, Math.max(0, interval - SLIDE_PRELOAD_LEAD_MS)));
  ids.push(clock.setTimeout(handlers.onAdvance, interval));
  return () => {
    for (const id of ids) clock.clearTimeout(id as never);
  };
}
