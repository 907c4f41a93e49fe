/**
 * Lazy images (page-builder spec, constants): an image starts loading once it is within
 * the viewport grown by the expand factor 1.5 (a quarter of the viewport beyond each
 * edge); its `sizes` is the width it is drawn at, never below the minimum size 40 px, so
 * the browser picks the right srcset variant; that width is measured again on resize at
 * most once per 125 ms.
 */
export const LAZY_IMAGE_MIN_SIZE = 40;
export const LAZY_IMAGE_THROTTLE_MS = 125;
export const LAZY_IMAGE_EXPAND_FACTOR = 1.5;

export interface Viewport {
  width: number;
  height: number;
}

/** The IntersectionObserver root margin of the grown viewport: `vertical horizontal`. */
export function lazyImageRootMargin(
  viewport: Viewport,
  factor: number = LAZY_IMAGE_EXPAND_FACTOR,
): string {
  const grow = (size: number) => Math.round((size * (factor - 1)) / 2);
  return `${grow(viewport.height)}px ${grow(viewport.width)}px`;
}

/** The `sizes` attribute for an image drawn `width` px wide (at least the minimum size). */
export function lazyImageSizes(width: number): string {
  const drawn = Number.isFinite(width) ? Math.round(width) : 0;
  return `${Math.max(LAZY_IMAGE_MIN_SIZE, drawn)}px`;
}

interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

/**
 * `run` at most once per `ms`: the first call runs at once, calls inside the window are
 * folded into one run at its end. Returns the throttled function and its cleanup.
 */
export function throttle(
  run: () => void,
  ms: number = LAZY_IMAGE_THROTTLE_MS,
  clock: Clock = { now: () => Date.now(), setTimeout, clearTimeout },
): { call: () => void; cancel: () => void } {
  let lastRun = -Infinity;
  let pending: unknown = null;
  const fire = () => {
    pending = null;
    lastRun = clock.now();
    run();
  };
  return {
    call() {
      if (pending !== null) return;
      const wait = lastRun + ms - clock.now();
      if (wait <= 0) fire();
      else pending = clock.setTimeout(fire, wait);
    },
    cancel() {
      if (pending !== null) clock.clearTimeout(pending as never);
      pending = null;
    },
  };
}
