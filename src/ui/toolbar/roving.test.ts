import { describe, expect, it } from 'vitest';
import { rovingTarget } from './roving';

describe('rovingTarget', () => {
  it('moves right and left along a horizontal toolbar, wrapping at the ends', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 1, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first and last item with Home and End', () => {
    expect(rovingTarget('Home', 2, 3)).toBe(0);
    expect(rovingTarget('End', 0, 3)).toBe(2);
  });

  it('uses up and down in a vertical toolbar, and leaves the other axis alone', () => {
    expect(rovingTarget('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(rovingTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingTarget('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 3)).toBeNull();
  });

  it('ignores other keys and empty toolbars', () => {
    expect(rovingTarget('Tab', 0, 3)).toBeNull();
    expect(rovingTarget('a', 0, 3)).toBeNull();
    expect(rovingTarget('Home', 0, 0)).toBeNull();
  });
});
