import { describe, expect, it } from 'vitest';
import {
  IMAGE_FAILED_EVENT,
  IMAGE_LOADED_EVENT,
  imageLoadReducer,
  initialImageLoad,
  loadEventName,
} from './loading';

describe('image loading', () => {
  it('starts not loaded, with nothing to announce', () => {
    expect(initialImageLoad.loaded).toBe(false);
    expect(loadEventName(initialImageLoad)).toBeUndefined();
  });

  it('is loaded after a load, and announces loaded', () => {
    const state = imageLoadReducer(initialImageLoad, 'load');
    expect(state).toStrictEqual({ loaded: true, outcome: 'loaded' });
    expect(loadEventName(state)).toBe(IMAGE_LOADED_EVENT);
  });

  it('is loaded after an error too, and announces failed', () => {
    const state = imageLoadReducer(initialImageLoad, 'error');
    expect(state).toStrictEqual({ loaded: true, outcome: 'failed' });
    expect(loadEventName(state)).toBe(IMAGE_FAILED_EVENT);
  });

  it('keeps the first outcome, and starts over for a new source', () => {
    const loaded = imageLoadReducer(initialImageLoad, 'load');
    expect(imageLoadReducer(loaded, 'error')).toBe(loaded);
    expect(imageLoadReducer(loaded, 'reset')).toBe(initialImageLoad);
  });

  it('names the events with dotted names', () => {
    expect([IMAGE_LOADED_EVENT, IMAGE_FAILED_EVENT]).toStrictEqual([
      'image.loaded',
      'image.failed',
    ]);
  });
});
