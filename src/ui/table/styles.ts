/**
 * Data table CSS. The apps set `--ui-*` tokens (dashboard.css maps its own); the
 * fallbacks are the same neutral values.
 */
export const tableStyles = `
.ui-table-wrap { overflow-x: auto; }
.ui-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ui-table__caption { caption-side: top; padding: 0 0 0.5rem; text-align: left; font-weight: 600; }
.ui-table th,
.ui-table td {
  padding: 0.625rem 0.75rem;
  border-bottom: 1px solid var(--ui-border, #d7dbe0);
  text-align: left;
  vertical-align: middle;
}
.ui-table thead th {
  color: var(--ui-muted, #59636e);
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  background: var(--ui-subtle, #f6f7f9);
}
.ui-table tbody th { font-weight: 600; color: var(--ui-text, #1d2329); }
.ui-table tbody tr:hover { background: var(--ui-hover, #f9fafb); }
.ui-table tbody tr[data-selected] { background: var(--ui-selected, #eef3fd); }
.ui-table__sort {
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;
}
.ui-table__sort-icon { font-size: 0.75em; opacity: 0.7; }
.ui-table__check { width: 2.5rem; }
.ui-table__check input { width: 1rem; height: 1rem; margin: 0; }
.ui-table td.ui-table__actions { white-space: nowrap; }
.ui-table__actions .ui-button-row { justify-content: flex-end; flex-wrap: nowrap; }
.ui-table__selection { display: flex; align-items: center; gap: 0.75rem; min-height: 2rem; }
.ui-table__selection-status { margin: 0; color: var(--ui-muted, #59636e); }
`;
