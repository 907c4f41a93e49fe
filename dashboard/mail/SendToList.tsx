import { useState } from 'react';
import { z } from 'zod';
import { fetchTransport } from '../../src/api/transport';
import { Button, ConfirmDialog, InlineError, formErrorsFrom } from '../../src/ui';
import { failureMessage } from '../../src/errors';

const answerSchema = z.object({ recipients: z.number(), message: z.string() });

type Sending =
  | { state: 'idle' }
  | { state: 'asking' }
  | { state: 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string };

/**
 * "Send to subscribers": the mail page goes to every confirmed subscriber of the store's
 * newsletter list, after a confirmation (it cannot be taken back). The server answers at
 * once and sends in the background, paced, each mail with its own unsubscribe link.
 */
export function SendToList({
  divisionId,
  pageId,
  subject,
}: {
  divisionId: number;
  pageId: number;
  subject: string;
}) {
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  const send = () => {
    setSending({ state: 'sending' });
    fetchTransport()({
      method: 'POST',
      path: `/divisions/${divisionId}/pages/${pageId}/mail/send-to-list/`,
      body: { mailingList: 'newsletter' },
    }).then(
      (answer) => setSending({ state: 'sent', message: answerSchema.parse(answer).message }),
      (error: unknown) =>
        setSending({
          state: 'failed',
          message: formErrorsFrom(error, []).form ?? failureMessage(error),
        }),
    );
  };

  return (
    <section className="mail-send" aria-label="Send to subscribers">
      <Button
        onClick={() => setSending({ state: 'asking' })}
        disabled={sending.state === 'sending'}
      >
        Send to subscribers
      </Button>
      <div aria-live="polite">
        {sending.state === 'sent' ? (
          <p className="mail-send__status" role="status">
            {sending.message}
          </p>
        ) : null}
      </div>
      {sending.state === 'failed' ? <InlineError message={sending.message} /> : null}
      <ConfirmDialog
        open={sending.state === 'asking' || sending.state === 'sending'}
        title="Send to subscribers"
        text={`Send “${subject}” to everyone on your newsletter list who confirmed their address? This cannot be undone.`}
        confirmLabel="Send"
        cancelLabel="Cancel"
        busy={sending.state === 'sending'}
        onConfirm={send}
        onCancel={() => setSending({ state: 'idle' })}
      />
    </section>
  );
}
