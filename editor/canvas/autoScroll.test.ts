import { describe, expect, it } from 'vitest';
import { autoScrollStep } from './autoScroll';

// A stage from y = 100 to y = 700: edge zones 36..164 (top) and 636..764 (bottom).
const stage = { top: 100, bottom: 700 };

describe('autoScrollStep', () => {
  it('does not scroll away from the edges', () => {
    expect(autoScrollStep(stage, 164)).toBe(0);
    expect(autoScrollStep(stage, 400)).toBe(0);
    expect(autoScrollStep(stage, 636)).toBe(0);
  });

  it('scrolls down near the bottom edge, faster the deeper the pointer is, at most 18 px', () => {
    expect(autoScrollStep(stage, 637)).toBe(1);
    expect(autoScrollStep(stage, 668)).toBe(9);
    expect(autoScrollStep(stage, 700)).toBe(18);
    expect(autoScrollStep(stage, 764)).toBe(18);
  });

  it('scrolls up near the top edge, the same way', () => {
    expect(autoScrollStep(stage, 163)).toBe(-1);
    expect(autoScrollStep(stage, 132)).toBe(-9);
    expect(autoScrollStep(stage, 100)).toBe(-18);
    expect(autoScrollStep(stage, 36)).toBe(-18);
  });

  it('stops once the pointer is far outside the stage', () => {
    expect(autoScrollStep(stage, 35)).toBe(0);
    expect(autoScrollStep(stage, 765)).toBe(0);
  });
});
