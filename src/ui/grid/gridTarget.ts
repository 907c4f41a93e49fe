/**
 * The cell a key moves focus to in a grid of `count` cells laid out in rows of `columns`
 * (an image library, a swatch board): Left and Right step one cell, Up and Down one row,
 * Home and End go to the first and last cell. Moves stop at the edges instead of
 * wrapping, so holding a key never jumps the focus back to the start. Any other key is
 * not the grid's: null.
 */
export function gridTarget(
  key: string,
  current: number,
  count: number,
  columns: number,
): number | null {
  if (count === 0) return null;
  const width = Math.max(1, Math.floor(columns));
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
  switch (key) {
    case 'ArrowRight':
      return clamp(current + 1);
    case 'ArrowLeft':
      return clamp(current - 1);
    case 'ArrowDown':
      return current + width < count ? current + width : current;
    case 'ArrowUp':
      return current - width >= 0 ? current - width : current;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * How many cells the first row of a laid-out grid holds: the cells sharing the first
 * cell's top edge. Read from the layout, so a CSS grid that fits columns to its width
 * still moves by whole rows.
 */
export function columnsOf(cells: readonly { offsetTop: number }[]): number {
  const first = cells[0];
  if (!first) return 1;
  const sameRow = cells.findIndex((cell) => cell.offsetTop !== first.offsetTop);
  return sameRow === -1 ? cells.length : sameRow;
}
