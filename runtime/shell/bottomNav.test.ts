import { describe, expect, it } from 'vitest';
import { showsBottomNav } from './bottomNav';

describe('showsBottomNav', () => {
  it('shows in default operator mode on layouts with chrome', () => {
    expect(showsBottomNav('default', 'standard')).toBe(true);
    expect(showsBottomNav('default', 'cart')).toBe(true);
    expect(showsBottomNav('default', 'search')).toBe(true);
  });
  it('hides when the operator mode is not default', () => {
    expect(showsBottomNav('headless', 'standard')).toBe(false);
  });
  it('hides on layouts without chrome', () => {
    expect(showsBottomNav('default', 'blank')).toBe(false);
    expect(showsBottomNav('default', 'studio')).toBe(false);
  });
});
