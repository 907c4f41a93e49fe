import { FieldShell } from './FieldShell';
import type { FieldInputProps } from './types';

/** True for `true` and for the string `"true"` a saved state may hold. */
export const isOn = (value: unknown): boolean => value === true || value === 'true';

/** An on/off property as a real switch: a button with role=switch and aria-checked. */
export function ToggleInput({ field, value, onChange }: FieldInputProps<'toggle'>) {
  const checked = isOn(value);
  return (
    <FieldShell label={field.label} help={field.help}>
      {(ids) => (
        <Switch
          id={ids.control}
          labelledBy={ids.label}
          describedBy={ids.describedBy}
          checked={checked}
          onChange={onChange}
        />
      )}
    </FieldShell>
  );
}

export interface SwitchProps {
  id?: string;
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  checked: boolean;
  /** "Mixed" for a bulk switch over blocks that disagree. */
  mixed?: boolean;
  onChange: (checked: boolean) => void;
}

/** The switch itself, also used by the panels' own controls (published). */
export function Switch({
  id,
  labelledBy,
  label,
  describedBy,
  checked,
  mixed = false,
  onChange,
}: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      className="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onClick={() => onChange(mixed ? true : !checked)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span aria-hidden="true">{mixed ? 'Mixed' : checked ? 'On' : 'Off'}</span>
    </button>
  );
}
