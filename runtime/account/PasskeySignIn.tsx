import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../src/errors';
import { accountNextStep } from '../../src/guards';
import { sessionStateSchema } from '../../src/model';
import { useServices } from '../app/ServicesContext';

export const PASSKEY_SIGN_IN_LABEL = 'Sign in with a passkey';
export const PASSKEY_SIGN_IN_CANCELLED = 'Signing in with a passkey was cancelled';
const GENERAL = 'Oops... looks like something went wrong. Please try again.';

/**
 * "Sign in with a passkey" (beyond the spec): asks the server for a challenge, lets the
 * browser's passkey prompt sign it, and sends the answer; the server starts the session
 * exactly as a password sign-in does. @simplewebauthn/browser loads only on a click, and
 * nothing is drawn in a browser without WebAuthn.
 */
export function PasskeySignIn({ redirectUri }: { redirectUri?: string }) {
  const { post } = useServices();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), []);
  if (!supported || !post) return null;

  async function signIn() {
    if (!post || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
      const optionsJSON = (await post('/dashboard/secure/passkey-login/options/', {})) as Options;
      const response = await startAuthentication({ optionsJSON });
      const answer = sessionStateSchema.parse(
        await post('/dashboard/secure/passkey-login/', { response, redirect_uri: redirectUri }),
      );
      // As after a password: the next account step, else where it asked, else its home.
      if (answer.user)
        window.location.assign(
          accountNextStep(answer.user, window.location.origin, redirectUri, answer.redirect),
        );
    } catch (failure) {
      const cancelled =
        failure instanceof Error && ['NotAllowedError', 'AbortError'].includes(failure.name);
      setError(
        cancelled
          ? PASSKEY_SIGN_IN_CANCELLED
          : failure instanceof ApiError || failure instanceof Error
            ? failure.message
            : GENERAL,
      );
      setBusy(false);
    }
  }

  return (
    <div className="sf-passkey">
      <button
        type="button"
        className="sf-button sf-button-secondary"
        aria-describedby={error ? errorId : undefined}
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? 'Waiting for your passkey…' : PASSKEY_SIGN_IN_LABEL}
      </button>
      {error ? (
        <p id={errorId} className="sf-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
