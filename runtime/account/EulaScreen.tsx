import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { accountNextStep } from '../../src/guards';
import { EULA_VERSION, sessionStateSchema } from '../../src/model';
import { Field, Form, formErrorsFrom, FormMessage } from '../../src/ui';
import { useServices } from '../app/ServicesContext';
import { AccountPanel, AccountSubmit } from './AccountPanel';
import { EULA_SECTIONS } from './eulaTerms';
import { useAccountPost } from './useAccountPost';

/** Not in the spec: the checkbox left unticked. */
export const EULA_UNCHECKED_MESSAGE = 'Please tick the box to accept the terms';

/**
 * /sign-up/eula/ (blank layout, signed in): the terms to read and accept. Accepting
 * records the version and the time (a new session id follows, server side), then the
 * account goes on: to `redirect_uri` when it is a path on this site, else its home.
 */
export function EulaScreen() {
  const { session } = useServices();
  const post = useAccountPost();
  const search = useSearch({ strict: false }) as { redirect_uri?: string };
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function accept(form: HTMLFormElement) {
    if (!new FormData(form).get('accept')) {
      setError(EULA_UNCHECKED_MESSAGE);
      return;
    }
    setError(null);
    setFormError(null);
    try {
      const { user, redirect } = sessionStateSchema.parse(
        await post('/dashboard/secure/eula/', { version: EULA_VERSION }),
      );
      if (user)
        window.location.assign(
          accountNextStep(user, window.location.origin, search.redirect_uri, redirect),
        );
    } catch (failure) {
      setFormError(formErrorsFrom(failure, []).form);
    }
  }

  return (
    <AccountPanel
      title="Terms of use"
      lead={`Please read and accept our terms to continue (version ${EULA_VERSION}).`}
    >
      {session?.signedEula ? <p className="sf-auth-note">You have accepted these terms.</p> : null}
      <div className="sf-terms" tabIndex={0} role="region" aria-label="Terms of use">
        {EULA_SECTIONS.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
      <Form method="post" onSubmit={accept}>
        <Field label="I have read and accept the terms of use" error={error}>
          {(control) => <input {...control} type="checkbox" name="accept" value="1" />}
        </Field>
        <FormMessage message={formError} />
        <AccountSubmit busyLabel="Saving…">Accept and continue</AccountSubmit>
      </Form>
    </AccountPanel>
  );
}
