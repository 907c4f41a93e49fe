/** The selected rows' keys. Always a new set: callers keep it in React state. */
export type Selection = ReadonlySet<string>;

/** Selects the row, or unselects it when it was selected. */
export function toggleRow(selection: Selection, key: string): Selection {
  const next = new Set(selection);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** What the header checkbox shows for the rows on screen. */
export type HeaderCheckState = 'all' | 'some' | 'none';

export function headerCheckState(selection: Selection, keys: readonly string[]): HeaderCheckState {
  const selected = keys.filter((key) => selection.has(key)).length;
  if (selected === 0) return 'none';
  return selected === keys.length ? 'all' : 'some';
}

/**
 * The header checkbox's action: when every row on screen is selected, it clears them;
 * otherwise (none or some) it selects them all. Rows not on screen are left as they were.
 */
export function toggleAllRows(selection: Selection, keys: readonly string[]): Selection {
  const next = new Set(selection);
  if (headerCheckState(selection, keys) === 'all') for (const key of keys) next.delete(key);
  else for (const key of keys) next.add(key);
  return next;
}

/** Drops keys of rows that are gone (deleted, or filtered out by a reload). */
export function keepExisting(selection: Selection, keys: readonly string[]): Selection {
  const present = new Set(keys);
  const next = new Set([...selection].filter((key) => present.has(key)));
  return next.size === selection.size ? selection : next;
}

/** The status line beside a table with selectable rows: "3 selected". */
export function selectionStatus(count: number): string {
  return `${count} selected`;
}
