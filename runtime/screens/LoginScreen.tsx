import { useSearch } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ValidationError } from '../../src/errors';
import { useHydrated } from '../../src/ui/useHydrated';
import { useServices } from '../app/ServicesContext';
import { PasskeySignIn } from '../account/PasskeySignIn';

/** A redirect target after sign-in: same-origin paths only, never another site. */
export function safeRedirect(target: string | undefined, fallback = '/dashboard/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/**
 * /login/ (blank layout): sign in with email and password (and a two-factor code when the
 * account has it), or sign out. On success the browser goes to `redirect_uri` when it is
 * a same-origin path, else to the dashboard. No captcha widget is drawn: the server's
 * ALTCHA verifier accepts a missing token outside production (server/accounts/captcha.ts).
 */
export function LoginScreen() {
  const { session, post, coreData } = useServices();
  const search = useSearch({ strict: false }) as { redirect_uri?: string };
  const hydrated = useHydrated();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!post || busy) return;
    // Read from the form, not from state: what was typed before hydration counts too.
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    setError(null);
    try {
      await post('/dashboard/secure/login/', {
        email: field('email'),
        password: field('password'),
        twoFactorAuthCode: needsCode ? field('twoFactorAuthCode') : undefined,
      });
      window.location.assign(safeRedirect(search.redirect_uri));
    } catch (failure) {
      if (failure instanceof ValidationError && failure.fields.includes('twoFactorAuthCode'))
        setNeedsCode(true);
      setError(
        failure instanceof Error
          ? failure.message
          : 'Oops... looks like something went wrong. Please try again.',
      );
      setBusy(false);
    }
  }

  async function signOut() {
    if (!post) return;
    await post('/dashboard/secure/logout/', {});
    window.location.assign('/');
  }

  const storeName = coreData.state.subdomain.division.name;
  if (session) {
    return (
      <section className="sf-auth">
        <h1>{storeName}</h1>
        <p>Signed in as {session.email}.</p>
        <p className="sf-auth-actions">
          <a className="sf-button" href={safeRedirect(search.redirect_uri)}>
            Continue
          </a>
          <button
            type="button"
            className="sf-button sf-button-secondary"
            onClick={() => void signOut()}
          >
            Sign out
          </button>
        </p>
      </section>
    );
  }
  return (
    <section className="sf-auth">
      <h1>Sign in to {storeName}</h1>
      <form
        method="post"
        onSubmit={(event) => void signIn(event)}
        aria-describedby={error ? errorId : undefined}
        noValidate
      >
        <label>
          Email
          <input type="email" name="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        {needsCode ? (
          <label>
            Authentication code
            <input inputMode="numeric" autoComplete="one-time-code" name="twoFactorAuthCode" />
          </label>
        ) : null}
        {error ? (
          <p id={errorId} className="sf-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="sf-button" disabled={!hydrated || busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <PasskeySignIn redirectUri={search.redirect_uri} />
    </section>
  );
}
