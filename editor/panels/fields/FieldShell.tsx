import { useId, type ReactNode } from 'react';

/** The ids a control needs to be tied to its label, help and message. */
export interface FieldIds {
  control: string;
  label: string;
  /** Help and message ids for `aria-describedby`; undefined when there is neither. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldShellProps {
  label: string;
  help?: string;
  /** Shown in red and marks the control invalid. */
  error?: string | null;
  /** Shown in amber; the value is still used (a low-contrast colour). */
  warning?: string | null;
  /**
   * `group` draws a fieldset whose legend is the label: for a field made of several
   * controls (image, link, list, colour), each labelled on its own.
   */
  as?: 'single' | 'group';
  children: (ids: FieldIds) => ReactNode;
}

/**
 * Label, control, help and message of one field. The label is a real `<label for>`
 * (or a fieldset legend), help and message are tied with `aria-describedby`, so a screen
 * reader announces them with the control.
 */
export function FieldShell({
  label,
  help,
  error,
  warning,
  as = 'single',
  children,
}: FieldShellProps) {
  const base = useId();
  const ids = {
    control: `${base}control`,
    label: `${base}label`,
    help: `${base}help`,
    message: `${base}message`,
  };
  const message = error ?? warning ?? null;
  const describedBy =
    [help ? ids.help : null, message ? ids.message : null].filter(Boolean).join(' ') || undefined;
  const control = children({
    control: ids.control,
    label: ids.label,
    describedBy,
    invalid: Boolean(error),
  });
  const footer = (
    <>
      {help ? (
        <p id={ids.help} className="field__help">
          {help}
        </p>
      ) : null}
      {message ? (
        <p
          id={ids.message}
          className={error ? 'field__error' : 'field__warning'}
          role={error ? 'alert' : 'status'}
        >
          {message}
        </p>
      ) : null}
    </>
  );

  if (as === 'group') {
    return (
      <fieldset className="field" aria-describedby={describedBy}>
        <legend id={ids.label}>{label}</legend>
        {control}
        {footer}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label id={ids.label} htmlFor={ids.control} className="field__label">
        {label}
      </label>
      {control}
      {footer}
    </div>
  );
}
