import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from '../button/Button';

const SubmittingContext = createContext(false);

/** Whether the enclosing Form's submit is running. */
export const useFormSubmitting = () => useContext(SubmittingContext);

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /**
   * Validates and sends; a returned promise keeps the form submitting until it settles.
   * Gets the form element, to read what was typed (even before hydration) as FormData.
   */
  onSubmit: (form: HTMLFormElement) => void | Promise<void>;
  children: ReactNode;
}

/**
 * A form that checks its own fields (noValidate: the shared validation rules speak, not
 * the browser) and, after a submit, moves focus to the first invalid field, whether the
 * rules or the server (through formErrorsFrom) found it. While a returned promise runs it
 * is aria-busy, its SubmitButton shows busy, and a second submit is ignored.
 */
export function Form({ onSubmit, children, className, ...rest }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [, setSubmits] = useState(0);
  const running = useRef(false);
  const focusPending = useRef(false);

  // After every render following a submit: focus the first invalid control, once.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    if (invalid || !running.current) focusPending.current = false;
  });

  const submit = async (form: HTMLFormElement) => {
    if (running.current) return;
    focusPending.current = true;
    setSubmits((count) => count + 1); // a render follows even when nothing else changes
    const result = onSubmit(form);
    if (!result) return;
    running.current = true;
    setSubmitting(true);
    try {
      await result;
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      {...rest}
      ref={formRef}
      noValidate
      className={className ? `ui-form ${className}` : 'ui-form'}
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <SubmittingContext.Provider value={submitting}>{children}</SubmittingContext.Provider>
    </form>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'busy'> {
  /** The words while the form is submitting ("Saving…"); the label stays by default. */
  busyLabel?: ReactNode;
}

/** The form's primary submit button, busy while the form submits. */
export function SubmitButton({
  busyLabel,
  children,
  variant = 'primary',
  ...rest
}: SubmitButtonProps) {
  const submitting = useFormSubmitting();
  return (
    <Button {...rest} type="submit" variant={variant} busy={submitting}>
      {submitting && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}

/** The form-wide message (a failure no field shows), announced when it appears. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="ui-form__message" role="alert">
      {message}
    </p>
  ) : null;
}
