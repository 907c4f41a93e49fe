import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../src/model';
import { formErrorsFrom } from '../../src/ui';
import { useAccountPost } from './useAccountPost';

/** Seconds between two links, as the server allows (server/accounts/emailVerification.ts). */
export const RESEND_COOL_DOWN_S = 60;

/**
 * "Send the link again": for the signed-in account, or for `email` when signed out. After
 * each send the button waits out the minute the server asks for, counting down.
 */
export function ResendVerification({ email }: { email?: string }) {
  const post = useAccountPost();
  const [wait, setWait] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function resend() {
    setBusy(true);
    try {
      const answer = (await post('/dashboard/secure/verify-email/resend/', { email })) as {
        message?: string;
      };
      setStatus(answer.message ?? ACCOUNT_MESSAGES.verificationSent);
      setWait(RESEND_COOL_DOWN_S);
    } catch (failure) {
      setStatus(formErrorsFrom(failure, []).form);
      setWait(RESEND_COOL_DOWN_S);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="sf-auth-resend">
      <button
        type="button"
        className="sf-button sf-button-secondary"
        disabled={busy || wait > 0}
        onClick={() => void resend()}
      >
        {wait > 0 ? `Send the link again in ${wait} s` : 'Send the link again'}
      </button>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
