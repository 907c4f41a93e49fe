/**
 * The list field's edits (banner buttons, overlay colours...): pure, returning new arrays.
 * Items are property records; a stored value that is not an array reads as no items.
 */
export type ListItem = Record<string, unknown>;

export function itemsOf(value: unknown): ListItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as ListItem) : {},
  );
}

/** True while another item may be added (no max, or fewer than max). */
export const canAddItem = (items: readonly ListItem[], max: number | undefined): boolean =>
  max === undefined || items.length < max;

/** The list with a copy of `newItem` at the end; the same list when it is full. */
export function addItem(
  items: readonly ListItem[],
  newItem: ListItem,
  max?: number,
): readonly ListItem[] {
  return canAddItem(items, max) ? [...items, structuredClone(newItem)] : items;
}

export function removeItem(items: readonly ListItem[], index: number): readonly ListItem[] {
  return index >= 0 && index < items.length ? items.filter((_, i) => i !== index) : items;
}

/** The item at `index` moved by `delta` places; the same list when it would leave the list. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): readonly T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length || delta === 0)
    return items;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** One item with one property changed. */
export function setItemProperty(
  items: readonly ListItem[],
  index: number,
  key: string,
  value: unknown,
): readonly ListItem[] {
  return items.map((item, i) => {
    if (i !== index) return item;
    const next = { ...item, [key]: value };
    if (value === undefined) delete next[key];
    return next;
  });
}
