import { describe, expect, it } from 'vitest';
import { expandableReducer, initialExpandable } from './rule';

describe('expandable rule', () => {
  it('starts closed, or open when asked', () => {
    expect(initialExpandable(false)).toBe('closed');
    expect(initialExpandable(true)).toBe('open');
  });

  it('toggles on click', () => {
    expect(expandableReducer('closed', 'toggle')).toBe('open');
    expect(expandableReducer('open', 'toggle')).toBe('closed');
  });

  it('closes on a page change', () => {
    expect(expandableReducer('open', 'pageChange')).toBe('closed');
    expect(expandableReducer('closed', 'pageChange')).toBe('closed');
  });
});
