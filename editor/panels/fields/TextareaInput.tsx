import { FieldShell } from './FieldShell';
import { CharacterCount, textOf } from './TextInput';
import type { FieldInputProps } from './types';

/** A multi-line text property; each keystroke is reported. */
export function TextareaInput({ field, value, onChange }: FieldInputProps<'textarea'>) {
  const text = textOf(value);
  return (
    <FieldShell label={field.label} help={field.help}>
      {(ids) => (
        <>
          <textarea
            id={ids.control}
            value={text}
            rows={field.rows ?? 4}
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
