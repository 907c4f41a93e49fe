import { Button, Field } from '../../src/ui';

export interface MenuLinkFieldProps {
  label: string;
  value: string;
  onChange: (href: string) => void;
  /** Opens the select-link overlay for this field (drawn once, outside the form). */
  onChoose: () => void;
  hint?: string;
}

/**
 * A menu link: typed, or chosen in the select-link overlay ("Choose the link"). Either
 * way the menu's save sanitises it, and the screen lists unsafe links as they are typed.
 */
export function MenuLinkField({ label, value, onChange, onChoose, hint }: MenuLinkFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="dash-menu-link">
          <input {...control} value={value} onChange={(event) => onChange(event.target.value)} />
          <Button size="small" onClick={onChoose}>
            Choose<span className="ui-visually-hidden"> {label.toLowerCase()}</span>
          </Button>
        </div>
      )}
    </Field>
  );
}
