import { describe, expect, it } from 'vitest';
import { podImageWidth, podsPerRowAtSmallest } from './imageWidth';

describe('pod image width', () => {
  it('divides 1110 by the pods sharing a row at the smallest breakpoint', () => {
    expect(podsPerRowAtSmallest(3)).toBe(2);
    expect(podImageWidth(3)).toBe(555);
    expect(podsPerRowAtSmallest(4)).toBe(1);
    expect(podImageWidth(4)).toBe(1110);
    expect(podImageWidth(12)).toBe(1110);
  });
});
