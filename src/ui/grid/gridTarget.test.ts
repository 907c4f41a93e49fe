import { describe, expect, it } from 'vitest';
import { columnsOf, gridTarget } from './gridTarget';

describe('gridTarget', () => {
  // 7 cells in rows of 3:  0 1 2 / 3 4 5 / 6
  it('steps one cell left and right, stopping at the ends', () => {
    expect(gridTarget('ArrowRight', 2, 7, 3)).toBe(3);
    expect(gridTarget('ArrowRight', 6, 7, 3)).toBe(6);
    expect(gridTarget('ArrowLeft', 3, 7, 3)).toBe(2);
    expect(gridTarget('ArrowLeft', 0, 7, 3)).toBe(0);
  });

  it('moves a whole row up and down, staying put when no cell is there', () => {
    expect(gridTarget('ArrowDown', 1, 7, 3)).toBe(4);
    expect(gridTarget('ArrowDown', 3, 7, 3)).toBe(6);
    expect(gridTarget('ArrowDown', 4, 7, 3)).toBe(4);
    expect(gridTarget('ArrowUp', 6, 7, 3)).toBe(3);
    expect(gridTarget('ArrowUp', 2, 7, 3)).toBe(2);
  });

  it('goes to the first and last cell with Home and End', () => {
    expect(gridTarget('Home', 5, 7, 3)).toBe(0);
    expect(gridTarget('End', 1, 7, 3)).toBe(6);
  });

  it('leaves other keys, and an empty grid, alone', () => {
    expect(gridTarget('Enter', 1, 7, 3)).toBeNull();
    expect(gridTarget('ArrowRight', 0, 0, 3)).toBeNull();
  });

  it('treats a zero column count as one column', () => {
    expect(gridTarget('ArrowDown', 0, 3, 0)).toBe(1);
  });
});

describe('columnsOf', () => {
  it('counts the cells on the first row', () => {
    const cells = [0, 0, 0, 120, 120, 240].map((offsetTop) => ({ offsetTop }));
    expect(columnsOf(cells)).toBe(3);
  });

  it('is the cell count for a single row and 1 for none', () => {
    expect(columnsOf([{ offsetTop: 4 }, { offsetTop: 4 }])).toBe(2);
    expect(columnsOf([])).toBe(1);
  });
});
