import '../../editor/panels/panels.css';
import './mail.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDate } from '../../src/format';
import { Button, EmptyState, InlineError, Loading, PageHeader } from '../../src/ui';
import type { OutboxMessage, OutboxSummary } from '../../src/mail';
import { failureMessage } from '../../src/errors';
import { EmailView } from './EmailView';
import { useMailApi } from './mailApi';

export interface OutboxScreenProps {
  divisionId: number;
  /** The message shown first; the newest when absent. */
  initialMessageId?: number;
}

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; messages: OutboxSummary[] };
type Shown =
  | { state: 'none' }
  | { state: 'loading'; id: number }
  | { state: 'error'; id: number; message: string }
  | { state: 'ready'; message: OutboxMessage };

/**
 * /dashboard/outbox/: the test emails the server kept because no SMTP server is set up
 * (development), newest first, and the chosen one as the reader would get it. This is
 * how the whole compose-preview-send flow is checked on one machine.
 */
export function OutboxScreen({ divisionId, initialMessageId }: OutboxScreenProps) {
  const api = useMailApi();
  const headingId = useId();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [shown, setShown] = useState<Shown>({ state: 'none' });

  const open = useCallback(
    (id: number) => {
      setShown({ state: 'loading', id });
      api.outboxMessage(divisionId, id).then(
        (message) =>
          setShown((current) =>
            current.state === 'loading' && current.id === id
              ? { state: 'ready', message }
              : current,
          ),
        (error: unknown) =>
          setShown((current) =>
            current.state === 'loading' && current.id === id
              ? { state: 'error', id, message: failureMessage(error) }
              : current,
          ),
      );
    },
    [api, divisionId],
  );

  const load = useCallback(() => {
    let current = true;
    setListing({ state: 'loading' });
    api.outbox(divisionId).then(
      (messages) => {
        if (!current) return;
        setListing({ state: 'ready', messages });
        const first = messages.find((message) => message.id === initialMessageId) ?? messages[0];
        if (first) open(first.id);
      },
      (error: unknown) => current && setListing({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, initialMessageId, open]);
  useEffect(load, [load]);

  const shownId =
    shown.state === 'none' ? null : shown.state === 'ready' ? shown.message.id : shown.id;

  return (
    <main
      className="dash-screen mail-screen"
      aria-labelledby={headingId}
      aria-busy={listing.state === 'loading'}
    >
      <PageHeader
        title="Outbox"
        titleId={headingId}
        description="Test emails are kept here when no mail server is set up, so you can see exactly what would have been sent."
        actions={<Button onClick={load}>Refresh</Button>}
      />
      {listing.state === 'loading' ? (
        <Loading label="Loading the outbox…" skeletonLines={3} />
      ) : listing.state === 'error' ? (
        <InlineError message={listing.message} onRetry={load} />
      ) : listing.messages.length === 0 ? (
        <EmptyState
          icon="✉"
          text="No test emails yet. Send one from a mail page's email preview."
        />
      ) : (
        <div className="outbox">
          <nav aria-label="Stored emails">
            <ul className="outbox__list">
              {listing.messages.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    className="outbox__item"
                    aria-current={shownId === message.id}
                    onClick={() => open(message.id)}
                  >
                    <strong>{message.subject}</strong>
                    <span>To {message.to}</span>
                    <span>{formatDate(message.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-label="Stored email" className="outbox__shown">
            {shown.state === 'loading' ? (
              <Loading label="Opening the email…" skeletonLines={6} />
            ) : shown.state === 'error' ? (
              <InlineError message={shown.message} onRetry={() => open(shown.id)} />
            ) : shown.state === 'ready' ? (
              <>
                <dl className="mail-screen__meta">
                  <dt>To</dt>
                  <dd>{shown.message.to}</dd>
                  <dt>Subject</dt>
                  <dd>{shown.message.subject}</dd>
                  <dt>Stored</dt>
                  <dd>{formatDate(shown.message.createdAt)}</dd>
                </dl>
                <EmailView
                  subject={shown.message.subject}
                  html={shown.message.html}
                  text={shown.message.text}
                />
              </>
            ) : null}
          </section>
        </div>
      )}
    </main>
  );
}
