import { describe, expect, it } from 'vitest';
import { isFixedBlock } from './isFixedBlock';

describe('isFixedBlock', () => {
  it('is the slideshow at order 0', () => {
    expect(isFixedBlock({ order: 0, type: 'slideshow' })).toBe(true);
  });

  it('is no other block', () => {
    expect(isFixedBlock({ order: 1, type: 'slideshow' })).toBe(false);
    expect(isFixedBlock({ order: Infinity, type: 'slideshow' })).toBe(false);
    expect(isFixedBlock({ order: 0, type: 'banner' })).toBe(false);
  });
});
