import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { SUBSCRIBER_MESSAGES } from '../../src/mailingLists/subscribers';
import { formErrorsFrom } from '../../src/ui';
import { AccountPanel } from '../account/AccountPanel';
import { useAccountPost } from '../account/useAccountPost';

type Outcome =
  { kind: 'asking' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /unsubscribe/?token= (blank layout): where a list mail's "Unsubscribe" link lands. The
 * visitor confirms with a button, so a mail scanner that follows links unsubscribes
 * nobody; mail clients use the one-click POST of the List-Unsubscribe header instead.
 */
export function UnsubscribeScreen() {
  const post = useAccountPost();
  const search = useSearch({ strict: false }) as { token?: string };
  const [outcome, setOutcome] = useState<Outcome>(
    search.token
      ? { kind: 'asking' }
      : { kind: 'failed', message: SUBSCRIBER_MESSAGES.invalidUnsubscribe },
  );

  const unsubscribe = () => {
    setOutcome({ kind: 'sending' });
    post('/mailing-lists/unsubscribe/', { token: search.token }).then(
      () => setOutcome({ kind: 'done' }),
      (failure: unknown) =>
        setOutcome({
          kind: 'failed',
          message: formErrorsFrom(failure, []).form ?? SUBSCRIBER_MESSAGES.invalidUnsubscribe,
        }),
    );
  };

  if (outcome.kind === 'done')
    return (
      <AccountPanel
        title={SUBSCRIBER_MESSAGES.unsubscribed}
        lead="You will get no more mail from this list."
      >
        <p className="sf-auth-links">
          <a href="/">Continue shopping</a>
        </p>
      </AccountPanel>
    );
  if (outcome.kind === 'failed')
    return (
      <AccountPanel title="This link did not work" lead={outcome.message}>
        <p className="sf-auth-links">
          <a href="/">Continue shopping</a>
        </p>
      </AccountPanel>
    );
  return (
    <AccountPanel title="Unsubscribe" lead="Stop receiving this store's mailing-list emails?">
      <button
        type="button"
        className="sf-button"
        disabled={outcome.kind === 'sending'}
        aria-busy={outcome.kind === 'sending' || undefined}
        onClick={unsubscribe}
      >
        {outcome.kind === 'sending' ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </AccountPanel>
  );
}
