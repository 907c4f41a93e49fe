import { describe, expect, it } from 'vitest';
import { imageLoadReducer, initialImageLoad, loadEventName } from './loading';

describe('image loading', () => {
  it('starts not loaded, with nothing to announce', () => {
    expect(initialImageLoad.loaded).toBe(false);
    expect(loadEventName(initialImageLoad)).toBeUndefined();
  });

  it('is loaded after a load, and announces loaded', () => {
    const state = imageLoadReducer(initialImageLoad, 'load');
    expect(state).toStrictEqual({ loaded: true, outcome: 'loaded' });
    expect(loadEventName(state)).toBe('image.loaded');
  });

  it('is loaded after an error too, and announces failed', () => {
    const state = imageLoadReducer(initialImageLoad, 'error');
    expect(state).toStrictEqual({ loaded: true, outcome: 'failed' });
    expect(loadEventName(state)).toBe('image.failed');
  });

  it('keeps the first outcome, and starts over for a new source', () => {
    const loaded = imageLoadReducer(initialImageLoad, 'load');
    expect(imageLoadReducer(loaded, 'error')).toBe(loaded);
    expect(imageLoadReducer(loaded, 'reset')).toBe(initialImageLoad);
  });
});
