/**
 * The slide show in layouts (page-builder spec, constants): a slide changes every
 * 6000 ms; the next slide is preloaded 2000 ms before the change; at the change the
 * frame's height is held at the outgoing slide's for 100 ms, then for the 300 ms of the
 * transition, so the page below does not jump while slides of different heights swap.
 */
export const LAYOUT_SLIDESHOW_INTERVAL_MS = 6000;
export const LAYOUT_SLIDE_PRELOAD_LEAD_MS = 2000;
export const LAYOUT_SLIDE_HEIGHT_HOLD_MS = 100;
export const LAYOUT_SLIDE_TRANSITION_MS = 300;

/** When each step of one change happens, in ms from the moment the slide was shown. */
export interface LayoutSlideTimeline {
  preloadAt: number;
  changeAt: number;
  transitionAt: number;
  releaseAt: number;
}

export function layoutSlideTimeline(
  interval: number = LAYOUT_SLIDESHOW_INTERVAL_MS,
): LayoutSlideTimeline {
  const changeAt = interval;
  return {
    preloadAt: Math.max(0, changeAt - LAYOUT_SLIDE_PRELOAD_LEAD_MS),
    changeAt,
    transitionAt: changeAt + LAYOUT_SLIDE_HEIGHT_HOLD_MS,
    releaseAt: changeAt + LAYOUT_SLIDE_HEIGHT_HOLD_MS + LAYOUT_SLIDE_TRANSITION_MS,
  };
}

export interface LayoutSlideHandlers {
  /** Load the next slide's images. */
  onPreload: () => void;
  /** Hold the frame's height at the outgoing slide's and show the next slide. */
  onChange: () => void;
  /** Start the transition between the two slides. */
  onTransition: () => void;
  /** Let the frame take the new slide's height; the caller schedules the next change. */
  onRelease: () => void;
}

interface Clock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

/** Schedules one change's steps from now; returns the cleanup that cancels those not run. */
export function scheduleLayoutSlide(
  handlers: LayoutSlideHandlers,
  clock: Clock = globalThis,
  interval: number = LAYOUT_SLIDESHOW_INTERVAL_MS,
): () => void {
  const timeline = layoutSlideTimeline(interval);
  const ids = [
    clock.setTimeout(handlers.onPreload, timeline.preloadAt),
    clock.setTimeout(handlers.onChange, timeline.changeAt),
    clock.setTimeout(handlers.onTransition, timeline.transitionAt),
    clock.setTimeout(handlers.onRelease, timeline.releaseAt),
  ];
  return () => {
    for (const id of ids) clock.clearTimeout(id as never);
  };
}
