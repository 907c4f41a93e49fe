import type { ReactNode } from 'react';
import { useFormSubmitting } from '../../src/ui';
import { useHydrated } from '../../src/ui/useHydrated';
import { SIGN_IN_HREF } from './signInHref';

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

/** The way back to /login/ from the steps around it. */
export function BackToSignIn() {
  return (
    <p className="sf-auth-links">
      <a href={SIGN_IN_HREF}>Back to sign in</a>
    </p>
  );
}
