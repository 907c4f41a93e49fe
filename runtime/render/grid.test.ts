import { describe, expect, it } from 'vitest';
import { gridStyles, xsSpan } from './grid';

describe('xsSpan', () => {
  it('gives the minimum-width block (3 of 12) half of the 6 mobile columns', () => {
    expect(xsSpan(3)).toBe(3);
  });
  it('gives every wider block the whole mobile row', () => {
    expect([4, 6, 9, 12].map(xsSpan)).toEqual([6, 6, 6, 6]);
  });
});

describe('gridStyles', () => {
  it('lays 6 columns below sm (576px) and 12 from sm', () => {
    expect(gridStyles).toContain('repeat(6,minmax(0,1fr))');
    expect(gridStyles).toContain(
      '@media (min-width:576px){.pb-grid{grid-template-columns:repeat(12,minmax(0,1fr))}',
    );
  });
});
