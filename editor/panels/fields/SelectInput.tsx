import { FieldShell } from './FieldShell';
import { isKnownOption, optionValueOf, valueForOption } from './selectValue';
import type { FieldInputProps } from './types';

/**
 * One of a fixed list of options. A stored value outside the list (an older version's
 * choice) shows as "Choose…" rather than silently as the first option.
 */
export function SelectInput({ field, value, onChange }: FieldInputProps<'select'>) {
  const known = isKnownOption(field.options, value);
  return (
    <FieldShell label={field.label} help={field.help}>
      {(ids) => (
        <select
          id={ids.control}
          value={known ? optionValueOf(value) : ''}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(valueForOption(event.target.value, value))}
        >
          {known ? null : (
            <option value="" disabled>
              Choose…
            </option>
          )}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
