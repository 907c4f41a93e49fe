import '../../editor/panels/panels.css';
import './mail.css';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { MailExport, SendTestAnswer } from '../../src/mail';
import { email, required, validate } from '../../src/validation';
import { failureMessage } from '../../editor/panels/failureMessage';
import { EmailView } from './EmailView';
import { useMailApi } from './mailApi';
import { OUTBOX_PATH, editorPath } from './paths';

export interface MailPreviewScreenProps {
  divisionId: number;
  pageId: number;
  /** Opens the outbox in the app; without it the link navigates to /dashboard/outbox/. */
  onOpenOutbox?: () => void;
  /** Back to the page editor, in the app; without it the link navigates there. */
  onBackToEditor?: () => void;
}

type Loaded =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; mail: MailExport };
type Sending =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; answer: SendTestAnswer }
  | { state: 'failed'; message: string };

/**
 * /dashboard/pages/{id}/mail/: a mail page as email ("preview as email"), at desktop and
 * mobile widths or as plain text, with its subject and preheader, and a form that sends
 * a test to one address. With no SMTP server set up the server keeps the test in the
 * outbox, and the result links there.
 */
export function MailPreviewScreen({
  divisionId,
  pageId,
  onOpenOutbox,
  onBackToEditor,
}: MailPreviewScreenProps) {
  const api = useMailApi();
  const headingId = useId();
  const errorId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [to, setTo] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  const load = useCallback(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    api.mailOf(divisionId, pageId).then(
      (mail) => current && setLoaded({ state: 'ready', mail }),
      (error: unknown) => current && setLoaded({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, pageId]);
  useEffect(load, [load]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(to, [required, email]);
    setFieldError(problem);
    if (problem !== undefined || sending.state === 'sending') return;
    setSending({ state: 'sending' });
    try {
      setSending({ state: 'sent', answer: await api.sendTest(divisionId, pageId, to.trim()) });
    } catch (error) {
      setSending({ state: 'failed', message: failureMessage(error) });
    }
  };

  const appLink = (handler: (() => void) | undefined) =>
    handler
      ? (event: { preventDefault(): void }) => {
          event.preventDefault();
          handler();
        }
      : undefined;

  return (
    <main
      className="panel mail-screen"
      aria-labelledby={headingId}
      aria-busy={loaded.state === 'loading'}
    >
      <div className="button-row">
        <a className="button" href={editorPath(pageId)} onClick={appLink(onBackToEditor)}>
          ← Back to the editor
        </a>
      </div>
      <h1 id={headingId} className="panel__title">
        Preview as email
      </h1>
      {loaded.state === 'loading' ? (
        <p className="status" role="status">
          Rendering the email…
        </p>
      ) : loaded.state === 'error' ? (
        <div role="alert">
          <p className="status status--error">{loaded.message}</p>
          <button type="button" className="button" onClick={load}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <dl className="mail-screen__meta">
            <dt>Subject</dt>
            <dd>{loaded.mail.subject}</dd>
            <dt>Preheader</dt>
            <dd>{loaded.mail.preheader || '—'}</dd>
          </dl>
          <EmailView
            subject={loaded.mail.subject}
            html={loaded.mail.html}
            text={loaded.mail.text}
          />
          <form
            className="mail-send"
            noValidate
            onSubmit={(event) => void send(event)}
            aria-label="Send a test email"
          >
            <label>
              Send a test to
              <input
                type="email"
                name="to"
                autoComplete="email"
                value={to}
                aria-invalid={fieldError !== undefined}
                aria-describedby={fieldError !== undefined ? errorId : undefined}
                onChange={(event) => {
                  setTo(event.target.value);
                  setFieldError(undefined);
                }}
              />
            </label>
            <button
              type="submit"
              className="button button--primary"
              disabled={sending.state === 'sending'}
            >
              {sending.state === 'sending' ? 'Sending…' : 'Send test'}
            </button>
          </form>
          {fieldError !== undefined ? (
            <p id={errorId} className="status status--error">
              {fieldError}
            </p>
          ) : null}
          <div aria-live="polite">
            {sending.state === 'sending' ? (
              <p className="status" role="status">
                Sending the test email…
              </p>
            ) : sending.state === 'sent' ? (
              <p className="status" role="status">
                {sending.answer.message}
                {sending.answer.delivery === 'outbox' ? (
                  <>
                    {' '}
                    <a href={OUTBOX_PATH} onClick={appLink(onOpenOutbox)}>
                      Open the outbox
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
          {sending.state === 'failed' ? (
            <p className="status status--error" role="alert">
              {sending.message}
            </p>
          ) : null}
        </>
      )}
    </main>
  );
}
