/**
 * Editor field descriptors: a block describes its inputs as data and the editor draws
 * them, so a block never imports editor UI. `name` is the property key the field edits.
 */
import type { LinkType } from '../links/types';

interface FieldBase {
  name: string;
  label: string;
  help?: string;
  /** Panel section the field is shown in (for example "Content", "Style"). */
  group?: string;
}

export interface SelectOption {
  value: string;
  label: string;
}

export type FieldDescriptor =
  | (FieldBase & { kind: 'text'; placeholder?: string; maxLength?: number })
  | (FieldBase & { kind: 'textarea'; placeholder?: string; maxLength?: number; rows?: number })
  | (FieldBase & { kind: 'richText' })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; step?: number; unit?: string })
  | (FieldBase & { kind: 'select'; options: readonly SelectOption[] })
  | (FieldBase & { kind: 'toggle' })
  | (FieldBase & { kind: 'colour'; alpha?: boolean })
  | (FieldBase & { kind: 'image' })
  | (FieldBase & { kind: 'link'; exclude?: readonly LinkType[] })
  | (FieldBase & {
      /** A nested record (an announcement's action, a pod's button style), edited in place. */
      kind: 'object';
      fields: readonly FieldDescriptor[];
    })
  | (FieldBase & {
      kind: 'list';
      itemLabel: string;
      fields: readonly FieldDescriptor[];
      /** Defaults for a newly added list item. */
      newItem: Record<string, unknown>;
      max?: number;
    });

export type FieldKind = FieldDescriptor['kind'];
