import { describe, expect, it } from 'vitest';
import { cardGridBreakpoints } from './blockCss';

describe('cardGridBreakpoints', () => {
  it('widens a card list to 3 columns from md and 4 from lg, with the larger gap from sm', () => {
    expect(cardGridBreakpoints('.list')).toBe(
      [
        '@media (min-width: 576px) { .list { gap: 1em; } }',
        '@media (min-width: 768px) { .list { grid-template-columns: repeat(3, minmax(0, 1fr)); } }',
        '@media (min-width: 992px) { .list { grid-template-columns: repeat(4, minmax(0, 1fr)); } }',
      ].join('\n'),
    );
  });

  it('widens only the lists the second selector picks, while every list gets the larger gap', () => {
    const css = cardGridBreakpoints('.list', '.wide .list');
    expect(css).toContain('@media (min-width: 576px) { .list { gap: 1em; } }');
    expect(css).toContain(
      '@media (min-width: 768px) { .wide .list { grid-template-columns: repeat(3, minmax(0, 1fr)); } }',
    );
    expect(css).not.toMatch(/\) \{ \.list \{ grid-template-columns/);
  });
});
