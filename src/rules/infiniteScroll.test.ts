import { describe, expect, it } from 'vitest';
import {
  INFINITE_SCROLL_THRESHOLD,
  hasMoreItems,
  infiniteScrollMargin,
  isNearListEnd,
  nextLimit,
} from './infiniteScroll';

describe('infinite scroll', () => {
  it('has the spec threshold of 100 px, as an observer margin below the viewport', () => {
    expect(INFINITE_SCROLL_THRESHOLD).toBe(100);
    expect(infiniteScrollMargin()).toBe('0px 0px 100px 0px');
    expect(infiniteScrollMargin(40)).toBe('0px 0px 40px 0px');
  });

  it('loads more once the list end is within 100 px of the viewport bottom', () => {
    expect(isNearListEnd({ listEnd: 900, viewportHeight: 800 })).toBe(true);
    expect(isNearListEnd({ listEnd: 901, viewportHeight: 800 })).toBe(false);
    expect(isNearListEnd({ listEnd: 500, viewportHeight: 800 })).toBe(true);
  });

  it('expects more while an answer fills the limit asked and the most is not reached', () => {
    expect(hasMoreItems({ requested: 12, received: 12 }, 100)).toBe(true);
    expect(hasMoreItems({ requested: 24, received: 18 }, 100)).toBe(false);
    expect(hasMoreItems({ requested: 100, received: 100 }, 100)).toBe(false);
  });

  it('asks for one page more than is shown, capped at the most', () => {
    expect(nextLimit(12, 12, 100)).toBe(24);
    expect(nextLimit(96, 12, 100)).toBe(100);
  });
});
