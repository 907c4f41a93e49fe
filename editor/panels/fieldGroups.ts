import type { FieldDescriptor } from '../../src/registry';

/** The section for fields that name no group. */
export const DEFAULT_FIELD_GROUP = 'Settings';

export interface FieldGroup {
  name: string;
  fields: FieldDescriptor[];
}

/**
 * A block type's fields in panel sections by their `group`, sections in the order their
 * first field appears (a block lists its most used fields first), fields in their order.
 */
export function groupFields(fields: readonly FieldDescriptor[]): FieldGroup[] {
  const groups = new Map<string, FieldDescriptor[]>();
  for (const field of fields) {
    const name = field.group ?? DEFAULT_FIELD_GROUP;
    const list = groups.get(name);
    if (list) list.push(field);
    else groups.set(name, [field]);
  }
  return [...groups].map(([name, list]) => ({ name, fields: list }));
}
