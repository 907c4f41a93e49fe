import { useState } from 'react';
import { FieldShell } from './FieldShell';
import { numberFromValue, readNumberText } from './numberValue';
import type { FieldInputProps } from './types';

/**
 * A number property with its min, max, step and unit. The box keeps what the seller
 * typed (a half-typed `1.` or an out-of-range value stays visible with its error); only
 * valid numbers reach the canvas. A blank box removes the property, so its default (or
 * "use the theme") applies.
 */
export function NumberInput({ field, value, onChange }: FieldInputProps<'number'>) {
  const stored = numberFromValue(value);
  const [draft, setDraft] = useState<{ text: string; from: number | null } | null>(null);
  // A draft belongs to the value it was typed over; an outside change (undo) replaces it.
  const text = draft && draft.from === stored ? draft.text : stored === null ? '' : String(stored);
  const reading = readNumberText(text, field);
  const error = reading.kind === 'invalid' ? reading.message : null;

  const change = (next: string) => {
    const nextReading = readNumberText(next, field);
    const reported =
      nextReading.kind === 'number'
        ? nextReading.value
        : nextReading.kind === 'empty'
          ? null
          : stored;
    setDraft({ text: next, from: reported });
    if (nextReading.kind === 'number' && nextReading.value !== stored) onChange(nextReading.value);
    if (nextReading.kind === 'empty' && value !== undefined) onChange(undefined);
  };

  return (
    <FieldShell label={field.label} help={field.help} error={error}>
      {(ids) => (
        <div className="field__row">
          <input
            id={ids.control}
            type="number"
            inputMode="decimal"
            value={text}
            min={field.min}
            max={field.max}
            step={field.step ?? 'any'}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => change(event.target.value)}
          />
          {field.unit ? <span className="field__unit">{field.unit}</span> : null}
        </div>
      )}
    </FieldShell>
  );
}
