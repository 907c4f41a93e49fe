/**
 * Image loading: not loaded until the image loads or fails;
 * both mark it loaded (the placeholder goes away either way), and the outcome is
 * announced as the `image.loaded` or `image.failed` event.
 */
export const IMAGE_LOADED_EVENT = 'image.loaded';
export const IMAGE_FAILED_EVENT = 'image.failed';

export interface ImageLoadState {
  loaded: boolean;
  outcome: 'pending' | 'loaded' | 'failed';
}

export const initialImageLoad: ImageLoadState = { loaded: false, outcome: 'pending' };

export function imageLoadReducer(
  state: ImageLoadState,
  event: 'load' | 'error' | 'reset',
): ImageLoadState {
  if (event === 'reset') return initialImageLoad;
  // Only the first outcome counts: a late error after a load does not undo it.
  if (state.loaded) return state;
  return event === 'load'
    ? { loaded: true, outcome: 'loaded' }
    : { loaded: true, outcome: 'failed' };
}

/** The event name for an outcome, or undefined while pending. */
export function loadEventName(state: ImageLoadState): string | undefined {
  if (state.outcome === 'loaded') return IMAGE_LOADED_EVENT;
  if (state.outcome === 'failed') return IMAGE_FAILED_EVENT;
  return undefined;
}
