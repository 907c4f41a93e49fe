import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { accountNextStep } from '../../src/guards';
import { ACCOUNT_MESSAGES, sessionStateSchema } from '../../src/model';
import { formErrorsFrom } from '../../src/ui';
import { useServices } from '../app/ServicesContext';
import { AccountPanel } from './AccountPanel';
import { ResendVerification } from './ResendVerification';
import { useAccountPost } from './useAccountPost';
import { SIGN_IN_HREF } from './signInHref';

type Outcome = { kind: 'checking' } | { kind: 'failed'; message: string } | { kind: 'done' };

/**
 * /sign-up/verify/ (blank layout).
 * - With `?token=` (the mailed link): checks it once, which verifies the address and
 *   signs its owner in, then goes on to the next step (the terms, or home). A used or
 *   expired link says so and offers a new one.
 * - Without: the verification step of a signed-in, unverified account (the spec's
 *   "verified" guard sends it here): where the link went, and "send it again".
 */
export function VerifyEmailScreen() {
  const { session } = useServices();
  const post = useAccountPost();
  const search = useSearch({ strict: false }) as { token?: string; redirect_uri?: string };
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (!search.token || started.current) return;
    started.current = true; // a link is single-use: StrictMode's second effect must not spend it twice
    post('/dashboard/secure/verify-email/', { token: search.token })
      .then((answer) => {
        const { user, redirect } = sessionStateSchema.parse(answer);
        setOutcome({ kind: 'done' });
        if (user)
          window.location.assign(
            accountNextStep(user, window.location.origin, search.redirect_uri, redirect),
          );
      })
      .catch((failure: unknown) =>
        setOutcome({ kind: 'failed', message: formErrorsFrom(failure, []).form ?? '' }),
      );
  }, [post, search.token, search.redirect_uri]);

  if (search.token) {
    if (outcome.kind === 'failed')
      return (
        <AccountPanel title="This link did not work" lead={outcome.message}>
          {session ? (
            <ResendVerification />
          ) : (
            <p className="sf-auth-links">
              <a href={SIGN_IN_HREF}>Sign in to get a new link</a>
            </p>
          )}
        </AccountPanel>
      );
    return (
      <AccountPanel
        title={
          outcome.kind === 'done' ? ACCOUNT_MESSAGES.verified : 'Verifying your email address…'
        }
      >
        <p role="status" aria-live="polite">
          {outcome.kind === 'done' ? 'Taking you to the next step…' : 'One moment.'}
        </p>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title="Verify your email address">
      <p className="sf-auth-note">
        We sent a link to <strong>{session?.email ?? 'your email address'}</strong>. Open it to
        verify your address and continue. It works once, for 24 hours.
      </p>
      <ResendVerification />
    </AccountPanel>
  );
}
