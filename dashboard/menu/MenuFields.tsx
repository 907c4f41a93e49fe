import type { ReactNode } from 'react';
import { Field } from '../../src/ui';

/** A labelled text input bound to a string (or a nullable colour). */
export function TextField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <input {...control} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** A labelled select over a fixed list of string options. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Opens the select-link overlay for one link of the menu; `apply` takes the choice. */
export type ChooseLink = (current: string, apply: (href: string, text: string) => void) => void;
