import { useEffect, useRef, useState, type ReactNode } from 'react';
import { InlineError } from '../inlineError/InlineError';
import { Loading } from '../loading/Loading';
import {
  headerCheckState,
  selectionStatus,
  toggleAllRows,
  toggleRow,
  type Selection,
} from './selection';
import { ariaSort, nextSort, sortRows, type SortState, type SortValue } from './sorting';

export interface Column<Row> {
  /** Names the column for sorting and React keys. */
  key: string;
  header: string;
  /** The header is read by screen readers but not shown (an actions column). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Its cells are the rows' headers (`<th scope="row">`): the row's name. */
  rowHeader?: boolean;
  /** Makes the column sortable, by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Added to the column's header and cells. */
  className?: string;
}

export interface RowSelection<Row> {
  selected: Selection;
  onChange: (next: Selection) => void;
  /** The row's name in its checkbox's label: "Select {name}". */
  rowName: (row: Row) => string;
  /** Actions on the selected rows, shown beside "n selected" while some are. */
  actions?: ReactNode;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  /** Hide the caption when a visible heading already names the table. */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** `data-*` attributes of a row (ids that tests and scripts find rows by). */
  rowData?: (row: Row) => Record<`data-${string}`, string | number>;
  /** The row's actions (buttons), in a last column named by `actionsHeader`. */
  rowActions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  selection?: RowSelection<Row>;
  /** The first sort; rows keep their given order by default. */
  initialSort?: SortState;
  /** While set, the table's place shows this loading label and skeleton lines. */
  loading?: string | false;
  /** A failed load: shown in place with a retry. */
  error?: { message: string; onRetry?: () => void } | null;
  /** Shown in place of the table when there are no rows. */
  empty: ReactNode;
  className?: string;
}

/**
 * The apps' data table: a captioned table with scoped headers, optional sortable columns
 * (a button in the header, so Enter and Space sort; `aria-sort` on the sorting one), row
 * actions, and selectable rows with a header checkbox and an "n selected" status. Loading,
 * error and empty states take the table's place.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowData,
  rowActions,
  actionsHeader = 'Actions',
  selection,
  initialSort = null,
  loading = false,
  error = null,
  empty,
  className,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState>(initialSort);

  if (loading) return <Loading label={loading} skeletonLines={4} />;
  if (error) return <InlineError message={error.message} onRetry={error.onRetry} />;
  if (rows.length === 0) return <>{empty}</>;

  const sortColumn = columns.find((column) => column.key === sort?.column);
  const shown = sortColumn?.sortValue
    ? sortRows(rows, sort, (row) => sortColumn.sortValue?.(row))
    : rows;
  const keys = shown.map(rowKey);

  return (
    <div className={className ? `ui-table-wrap ${className}` : 'ui-table-wrap'}>
      {selection ? <SelectionBar selection={selection} /> : null}
      <table className="ui-table">
        <caption className={captionHidden ? 'ui-visually-hidden' : 'ui-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="ui-table__check">
                <HeaderCheckbox selection={selection} keys={keys} />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                aria-sort={
                  column.sortValue && ariaSort(sort, column.key) !== 'none'
                    ? ariaSort(sort, column.key)
                    : undefined
                }
              >
                {column.sortValue ? (
                  <button
                    type="button"
                    className="ui-table__sort"
                    onClick={() => setSort(nextSort(sort, column.key))}
                  >
                    {column.header}
                    <span className="ui-table__sort-icon" aria-hidden="true">
                      {sortIcon(ariaSort(sort, column.key))}
                    </span>
                  </button>
                ) : column.headerHidden ? (
                  <span className="ui-visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
            {rowActions ? (
              <th scope="col" className="ui-table__actions">
                <span className="ui-visually-hidden">{actionsHeader}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, index) => {
            const key = keys[index]!;
            const selected = selection?.selected.has(key) ?? false;
            return (
              <tr key={key} {...rowData?.(row)} data-selected={selected || undefined}>
                {selection ? (
                  <td className="ui-table__check">
                    <input
                      type="checkbox"
                      checked={selected}
                      aria-label={`Select ${selection.rowName(row)}`}
                      onChange={() => selection.onChange(toggleRow(selection.selected, key))}
                    />
                  </td>
                ) : null}
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {rowActions ? (
                  <td className="ui-table__actions">
                    <div className="ui-button-row">{rowActions(row)}</div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const sortIcon = (direction: 'ascending' | 'descending' | 'none') =>
  direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';

function SelectionBar<Row>({ selection }: { selection: RowSelection<Row> }) {
  const count = selection.selected.size;
  return (
    <div className="ui-table__selection">
      <p role="status" className="ui-table__selection-status">
        {count > 0 ? selectionStatus(count) : ''}
      </p>
      {count > 0 && selection.actions ? (
        <div className="ui-button-row">{selection.actions}</div>
      ) : null}
    </div>
  );
}

/** Selects or clears every row; "mixed" (indeterminate) while some are selected. */
function HeaderCheckbox<Row>({
  selection,
  keys,
}: {
  selection: RowSelection<Row>;
  keys: readonly string[];
}) {
  const ref = useRef<HTMLInputElement>(null);
  const state = headerCheckState(selection.selected, keys);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all rows"
      checked={state === 'all'}
      onChange={() => selection.onChange(toggleAllRows(selection.selected, keys))}
    />
  );
}
