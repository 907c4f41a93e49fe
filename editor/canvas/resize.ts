import { GRID_COLUMNS, MIN_BLOCK_WIDTH } from '../../src/model';

/**
 * The width a block snaps to while its edge is dragged: its starting width plus the
 * pointer's travel in whole columns (rounded to the nearest), never below 3 or above 12.
 * `columnWidth` is the width of one column of the grid the block sits in (12 columns, or 6
 * below sm where one visible column stands for two).
 */
export function snappedWidth(startWidth: number, deltaX: number, columnWidth: number): number {
  if (columnWidth <= 0) return startWidth;
  const next = startWidth + Math.round(deltaX / columnWidth);
  return Math.min(GRID_COLUMNS, Math.max(MIN_BLOCK_WIDTH, next));
}

/** Keyboard resizing: arrow keys step one column, Home/End jump to the limits. */
export function keyboardWidth(width: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(GRID_COLUMNS, width + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(MIN_BLOCK_WIDTH, width - 1);
    case 'Home':
      return MIN_BLOCK_WIDTH;
    case 'End':
      return GRID_COLUMNS;
    default:
      return null;
  }
}
