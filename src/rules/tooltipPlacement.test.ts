import { describe, expect, it } from 'vitest';
import { TOOLTIP_VIEWPORT_OFFSETS, tooltipSide } from './tooltipPlacement';

const at = (anchorTop: number, tooltipHeight = 30, viewportHeight = 800) => ({
  anchorTop,
  anchorBottom: anchorTop + 20,
  tooltipHeight,
  viewportHeight,
});

describe('tooltipSide', () => {
  it('keeps the spec offsets: 60 px at the top, 6 px at the bottom', () => {
    expect(TOOLTIP_VIEWPORT_OFFSETS).toEqual({ top: 60, bottom: 6 });
  });

  it('shows above when the tooltip fits below the 60 px top offset', () => {
    expect(tooltipSide(at(90))).toBe('top');
    expect(tooltipSide(at(89))).toBe('bottom');
  });

  it('shows below when only the space above the 6 px bottom offset has room', () => {
    expect(tooltipSide(at(70, 30, 126))).toBe('bottom');
    // 1 px less below: neither side fits and above (20 px) has more room than below (19 px).
    expect(tooltipSide(at(80, 30, 125))).toBe('top');
  });

  it('takes the side with more room when neither fits', () => {
    expect(tooltipSide(at(80, 200, 300))).toBe('bottom');
    expect(tooltipSide(at(200, 200, 300))).toBe('top');
  });
});
