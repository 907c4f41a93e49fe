import { useId, type ReactNode } from 'react';

/** What a field passes to its control so label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the control, read after the error. */
  hint?: ReactNode;
  /** The field's message; the control is aria-invalid while there is one. */
  error?: string | null;
  /** Marks the label with an asterisk (hidden from screen readers, which hear "required"). */
  required?: boolean;
  /** Draws the control with the given wiring: `{(control) => <input {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** The ids a control is described by, in reading order: its error, then its hint. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * One form field: label, control, hint and error, wired by id for assistive technology.
 * The error is an alert too: it is heard even when focus is already in the control.
 */
export function Field({ label, hint, error, required = false, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy(error && errorId, hint ? hintId : null),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const, required: true } : {}),
  };
  return (
    <div
      className={className ? `ui-field ${className}` : 'ui-field'}
      data-invalid={error ? true : undefined}
    >
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children(control)}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
