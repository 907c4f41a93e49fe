import { describe, expect, it } from 'vitest';
import { progressPercent } from './properties';

describe('progressPercent', () => {
  it('is the share of the goal reached, rounded, within 0 to 100', () => {
    expect(progressPercent(3, 10)).toBe(30);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(15, 10)).toBe(100);
    expect(progressPercent(-2, 10)).toBe(0);
    expect(progressPercent(5, 0)).toBe(0);
  });
});
