/** Which column orders the rows, and which way; `null` keeps the order rows came in. */
export type SortState = { column: string; direction: 'ascending' | 'descending' } | null;

/** A value a column sorts by: text sorts by locale, numbers and dates by value; empty last. */
export type SortValue = string | number | Date | null | undefined;

/**
 * The sort after the header of `column` is activated: a new column sorts ascending, the
 * same column flips direction. There is no third "unsorted" step, so every activation
 * visibly changes the order.
 */
export function nextSort(current: SortState, column: string): SortState {
  if (current?.column === column && current.direction === 'ascending')
    return { column, direction: 'descending' };
  return { column, direction: 'ascending' };
}

/** The `aria-sort` value of a sortable column's header: `none` when another column sorts. */
export function ariaSort(current: SortState, column: string): 'ascending' | 'descending' | 'none' {
  return current?.column === column ? current.direction : 'none';
}

const isEmpty = (value: SortValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares two sort values ascending; empty values always go last, whichever way. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) ? (isEmpty(b) ? 0 : 1) : -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/**
 * The rows in the order of `sort`, by `valueOf(row, column)`; a stable sort, so equal rows
 * keep the order they came in. Returns the same array when nothing sorts.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState,
  valueOf: (row: Row, column: string) => SortValue,
): readonly Row[] {
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((a, b) => {
      const emptyA = isEmpty(a.value);
      const emptyB = isEmpty(b.value);
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      return sign * compareSortValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
