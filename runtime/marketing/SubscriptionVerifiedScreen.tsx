import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { SUBSCRIBER_MESSAGES } from '../../src/mailingLists/subscribers';
import { formErrorsFrom } from '../../src/ui';
import { AccountPanel } from '../account/AccountPanel';
import { useAccountPost } from '../account/useAccountPost';

type Outcome = { kind: 'checking' } | { kind: 'failed'; message: string } | { kind: 'done' };

/**
 * /subscription-verified (the spec's studio layout): where the subscription mail's link
 * lands. The token is spent once (a second look says the link was used); no token, or a
 * used one, says so plainly and sends the visitor on to the shop.
 */
export function SubscriptionVerifiedScreen() {
  const post = useAccountPost();
  const search = useSearch({ strict: false }) as { token?: string };
  const [outcome, setOutcome] = useState<Outcome>(
    search.token
      ? { kind: 'checking' }
      : { kind: 'failed', message: SUBSCRIBER_MESSAGES.invalidLink },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!search.token || started.current) return;
    started.current = true; // single use: StrictMode's second effect must not spend it twice
    post('/mailing-lists/verify/', { token: search.token })
      .then(() => setOutcome({ kind: 'done' }))
      .catch((failure: unknown) =>
        setOutcome({
          kind: 'failed',
          message: formErrorsFrom(failure, []).form ?? SUBSCRIBER_MESSAGES.invalidLink,
        }),
      );
  }, [post, search.token]);

  const title =
    outcome.kind === 'done'
      ? SUBSCRIBER_MESSAGES.verified
      : outcome.kind === 'failed'
        ? 'This link did not work'
        : 'Confirming your subscription…';
  return (
    <AccountPanel title={title} lead={outcome.kind === 'failed' ? outcome.message : undefined}>
      <p role="status" aria-live="polite">
        {outcome.kind === 'done'
          ? "Thank you. We'll send our news and offers to your inbox."
          : outcome.kind === 'checking'
            ? 'One moment.'
            : ''}
      </p>
      <p className="sf-auth-links">
        <a href="/">Continue shopping</a>
      </p>
    </AccountPanel>
  );
}
