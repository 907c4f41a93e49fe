import '../../editor/panels/panels.css';
import './mail.css';
import { useCallback, useEffect, useId, useState } from 'react';
import type { MailExport, SendTestAnswer } from '../../src/mail';
import {
  Button,
  Field,
  Form,
  InlineError,
  Loading,
  PageHeader,
  buttonClass,
  formErrorsFrom,
} from '../../src/ui';
import { email, required, validate } from '../../src/validation';
import { failureMessage } from '../../src/errors';
import { EmailView } from './EmailView';
import { SendToList } from './SendToList';
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

  const send = () => {
    const problem = validate(to, [required, email]);
    setFieldError(problem);
    if (problem !== undefined || sending.state === 'sending') return;
    setSending({ state: 'sending' });
    return api.sendTest(divisionId, pageId, to.trim()).then(
      (answer) => setSending({ state: 'sent', answer }),
      (error: unknown) => {
        // The server's 422 on the address goes under the field; the rest below the form.
        const errors = formErrorsFrom(error, ['to'] as const);
        if (errors.fields.to !== undefined) {
          setFieldError(errors.fields.to);
          setSending({ state: 'idle' });
        } else setSending({ state: 'failed', message: errors.form ?? failureMessage(error) });
      },
    );
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
      className="dash-screen mail-screen"
      aria-labelledby={headingId}
      aria-busy={loaded.state === 'loading'}
    >
      <PageHeader
        title="Preview as email"
        titleId={headingId}
        before={
          <a
            className={buttonClass({ size: 'small' })}
            href={editorPath(pageId)}
            onClick={appLink(onBackToEditor)}
          >
            ← Back to the editor
          </a>
        }
      />
      {loaded.state === 'loading' ? (
        <Loading label="Rendering the email…" skeletonLines={6} />
      ) : loaded.state === 'error' ? (
        <InlineError message={loaded.message} onRetry={load} />
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
          <Form className="mail-send" onSubmit={send} aria-label="Send a test email">
            <Field label="Send a test to" error={fieldError}>
              {(control) => (
                <input
                  {...control}
                  className="ui-input"
                  type="email"
                  name="to"
                  autoComplete="email"
                  value={to}
                  onChange={(event) => {
                    setTo(event.target.value);
                    setFieldError(undefined);
                  }}
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={sending.state === 'sending'}>
              {sending.state === 'sending' ? 'Sending…' : 'Send test'}
            </Button>
          </Form>
          <div aria-live="polite">
            {sending.state === 'sending' ? (
              <p className="mail-send__status" role="status">
                Sending the test email…
              </p>
            ) : sending.state === 'sent' ? (
              <p className="mail-send__status" role="status">
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
          {sending.state === 'failed' ? <InlineError message={sending.message} /> : null}
          <SendToList divisionId={divisionId} pageId={pageId} subject={loaded.mail.subject} />
        </>
      )}
    </main>
  );
}
