import type { FieldControlProps } from '../../src/ui';

/** A Field's render function for a plain input bound to one value of a form's state. */
export function textControl(
  value: string,
  onChange: (value: string) => void,
  type: 'text' | 'email' | 'password' = 'text',
  autoComplete = 'off',
) {
  return function TextControl(control: FieldControlProps) {
    return (
      <input
        {...control}
        className="ui-input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  };
}
