import type { ReactNode } from 'react';
import { useFormSubmitting } from '../../src/ui';
import { useHydrated } from '../../src/ui/useHydrated';

/** One account screen: a heading, an optional lead line, then the step's content. */
export function AccountPanel({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="sf-auth" aria-labelledby="sf-auth-title">
      <h1 id="sf-auth-title" tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className="sf-auth-lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/**
 * The form's submit button in the store's button style: disabled until the page is
 * interactive (a click before hydration would post nothing) and while the form submits.
 */
export function AccountSubmit({ children, busyLabel }: { children: ReactNode; busyLabel: string }) {
  const submitting = useFormSubmitting();
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="sf-button"
      disabled={!hydrated || submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}

/** The form-wide message (a failure no field shows), announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <p className="ui-form__message" role="alert">
      {message}
    </p>
  ) : null;
}
