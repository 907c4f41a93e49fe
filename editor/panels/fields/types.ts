import type { FieldDescriptor } from '../../../src/registry';

/** The descriptor of one field kind. */
export type FieldOf<K extends FieldDescriptor['kind']> = Extract<FieldDescriptor, { kind: K }>;

/**
 * What every field input receives. `value` is the stored property as it is (a block's
 * saved state may hold `"6"` for 6), `onChange` reports each edit at once so the canvas
 * follows as the seller types; `undefined` removes the property (its default applies).
 */
export interface FieldInputProps<K extends FieldDescriptor['kind']> {
  field: FieldOf<K>;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** Inputs that call the API (image, link) need the store they work for. */
export interface StoreScoped {
  divisionId: number;
}
