import { describe, expect, it } from 'vitest';
import { columnPercent, mailRows } from './mailRows';

const widths = (rows: ReturnType<typeof mailRows<number>>) =>
  rows.map((row) => [row.cells.map((cell) => cell.width), row.rest]);

describe('mailRows', () => {
  it('puts blocks side by side while they fit in 12 columns', () => {
    expect(widths(mailRows([6, 6, 4, 4, 4], (w) => w))).toStrictEqual([
      [[6, 6], 0],
      [[4, 4, 4], 0],
    ]);
  });

  it('starts a new row when the next block does not fit, leaving the rest empty', () => {
    expect(widths(mailRows([12, 8, 6, 3], (w) => w))).toStrictEqual([
      [[12], 0],
      [[8], 4],
      [[6, 3], 3],
    ]);
  });

  it('keeps the items in order and is empty for no items', () => {
    expect(mailRows(['a', 'b'], () => 6)[0]?.cells.map((cell) => cell.item)).toStrictEqual([
      'a',
      'b',
    ]);
    expect(mailRows([], () => 12)).toStrictEqual([]);
  });

  it('clamps a width outside the grid to one row', () => {
    expect(widths(mailRows([20], (w) => w))).toStrictEqual([[[12], 0]]);
  });
});

describe('columnPercent', () => {
  it('is the share of 12 columns', () => {
    expect([columnPercent(12), columnPercent(6), columnPercent(4), columnPercent(3)]).toStrictEqual(
      ['100%', '50%', '33.33%', '25%'],
    );
  });
});
