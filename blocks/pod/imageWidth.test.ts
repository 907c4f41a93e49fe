import { describe, expect, it } from 'vitest';
import {
  POD_IMAGE_BASE_WIDTH,
  POD_SRCSET_WIDTHS,
  podImageWidth,
  podsPerRowAtSmallest,
} from './imageWidth';

describe('pod image width', () => {
  it('starts from 1110 and offers srcset widths 480, 640, 960, 1280, 1920', () => {
    expect(POD_IMAGE_BASE_WIDTH).toBe(1110);
    expect(POD_SRCSET_WIDTHS).toStrictEqual([480, 640, 960, 1280, 1920]);
  });

  it('divides 1110 by the pods sharing a row at the smallest breakpoint', () => {
    expect(podsPerRowAtSmallest(3)).toBe(2);
    expect(podImageWidth(3)).toBe(555);
    expect(podsPerRowAtSmallest(4)).toBe(1);
    expect(podImageWidth(4)).toBe(1110);
    expect(podImageWidth(12)).toBe(1110);
  });
});
