import { FieldShell } from './FieldShell';
import type { FieldInputProps } from './types';

/** The stored value as the text a text box shows: numbers as digits, nothing as ''. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A one-line text property; each keystroke is reported. */
export function TextInput({ field, value, onChange }: FieldInputProps<'text'>) {
  const text = textOf(value);
  return (
    <FieldShell label={field.label} help={field.help}>
      {(ids) => (
        <>
          <input
            id={ids.control}
            type="text"
            value={text}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            aria-describedby={ids.describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          {field.maxLength ? <CharacterCount length={text.length} max={field.maxLength} /> : null}
        </>
      )}
    </FieldShell>
  );
}

/** `12/50`: how much room is left. Hidden from screen readers; maxLength enforces it. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className="field__counter" aria-hidden="true">
      {length}/{max}
    </span>
  );
}
