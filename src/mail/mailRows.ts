import { GRID_COLUMNS } from '../model';

/** One table row of a mail: cells side by side, and the columns left empty after them. */
export interface MailRow<T> {
  cells: Array<{ item: T; width: number }>;
  rest: number;
}

/**
 * Lays blocks out the way the storefront grid flows them (row by row, each block taking
 * its width in columns of 12): a block goes on the current row while the row has room,
 * else it starts the next one. Mail has no grid, so each row becomes one table row whose
 * cells are the blocks; the columns a row leaves empty stay empty, as on the page.
 */
export function mailRows<T>(
  items: readonly T[],
  widthOf: (item: T) => number,
  columns: number = GRID_COLUMNS,
): MailRow<T>[] {
  const rows: MailRow<T>[] = [];
  let current: MailRow<T> | undefined;
  for (const item of items) {
    const width = Math.min(columns, Math.max(1, Math.round(widthOf(item))));
    if (!current || width > current.rest) {
      current = { cells: [], rest: columns };
      rows.push(current);
    }
    current.cells.push({ item, width });
    current.rest -= width;
  }
  return rows;
}

/** A cell's share of its row as a CSS width: 6 of 12 columns -> `50%`. */
export function columnPercent(width: number, columns: number = GRID_COLUMNS): string {
  return `${Math.round((width / columns) * 1e4) / 100}%`;
}
