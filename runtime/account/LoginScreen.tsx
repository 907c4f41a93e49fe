import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ValidationError } from '../../src/errors';
import { accountNextStep, safeRedirect, twoFactorSetUpPath } from '../../src/guards';
import {
  recoveryCodeError,
  sessionStateSchema,
  twoFactorCodeError,
  type SessionUser,
} from '../../src/model';
import { Field, Form, formErrorsFrom, type FormErrors, FormMessage } from '../../src/ui';
import { useServices } from '../app/ServicesContext';
import { AccountPanel, AccountSubmit } from './AccountPanel';
import { Captcha, type CaptchaHandle } from './Captcha';
import { PasskeySignIn } from './PasskeySignIn';
import { StorePasswordPanel } from './StorePasswordPanel';
import { useAccountPost } from './useAccountPost';

type Step = 'password' | 'code' | 'recovery';
type LoginField = 'email' | 'password' | 'twoFactorAuthCode' | 'recoveryCode';
const FIELDS: readonly LoginField[] = ['email', 'password', 'twoFactorAuthCode', 'recoveryCode'];
const NO_ERRORS: FormErrors<LoginField> = { fields: {}, form: null };

/**
 * Goes where the signed-in account should go next (a full load: the session changed):
 * its next account step, else where it asked to go, else the home the server named.
 */
function continueAs(user: SessionUser, redirectUri: string | undefined, home?: string) {
  window.location.assign(accountNextStep(user, window.location.origin, redirectUri, home));
}

/**
 * /login/ (blank layout). Three steps on one screen:
 * 1. email and password (with the ALTCHA check), "Forgot password?" and "Create an account";
 * 2. when the account has two-factor on, the app's six-digit code ("123 456" is fine);
 * 3. or, from step 2, a recovery code instead (8 characters, a dash, 8 more), each of which
 *    works once.
 * The email and password typed in step 1 are kept for steps 2 and 3, so the server checks
 * all of them together. Afterwards the account goes to its next step (verification, the
 * terms) or to `redirect_uri` when that is a path on this site, else its home.
 */
export function LoginScreen() {
  const { session, coreData } = useServices();
  const post = useAccountPost();
  const search = useSearch({ strict: false }) as { redirect_uri?: string };
  const [step, setStep] = useState<Step>('password');
  const [errors, setErrors] = useState(NO_ERRORS);
  const credentials = useRef({ email: '', password: '' });
  const captcha = useRef<CaptchaHandle>(null);
  const storeName = coreData.state.subdomain.division.name;

  async function signIn(path: string, extra: Record<string, string>) {
    setErrors(NO_ERRORS);
    try {
      const answer = sessionStateSchema.parse(
        await post(path, {
          ...credentials.current,
          ...extra,
          v3captchaToken: await captcha.current?.token(),
          redirect_uri: search.redirect_uri,
        }),
      );
      if (answer.user) continueAs(answer.user, search.redirect_uri, answer.redirect);
    } catch (failure) {
      captcha.current?.reset();
      if (
        step === 'password' &&
        failure instanceof ValidationError &&
        failure.fields.includes('twoFactorAuthCode')
      ) {
        setStep('code');
        return;
      }
      setErrors(formErrorsFrom(failure, FIELDS));
    }
  }

  function submitPassword(form: HTMLFormElement) {
    const data = new FormData(form);
    credentials.current = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    return signIn('/dashboard/secure/login/', {});
  }

  function submitCode(form: HTMLFormElement, field: 'twoFactorAuthCode' | 'recoveryCode') {
    const code = String(new FormData(form).get(field) ?? '');
    const problem = field === 'recoveryCode' ? recoveryCodeError(code) : twoFactorCodeError(code);
    if (problem) {
      setErrors({ fields: { [field]: problem }, form: null });
      return;
    }
    const path =
      field === 'recoveryCode' ? '/dashboard/secure/recovery-login/' : '/dashboard/secure/login/';
    return signIn(path, { [field]: code.trim() });
  }

  if (session)
    return (
      <SignedIn
        email={session.email}
        redirectUri={search.redirect_uri}
        setUpTwoFactor={session.mustSetUpTwoFactor === true}
      />
    );

  if (step === 'code' || step === 'recovery') {
    const recovery = step === 'recovery';
    const field = recovery ? 'recoveryCode' : 'twoFactorAuthCode';
    return (
      <AccountPanel
        title={recovery ? 'Use a recovery code' : 'Two-factor authentication'}
        lead={
          recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
            : 'Enter the 6-digit code from your authentication app.'
        }
      >
        <Form key={step} onSubmit={(form) => submitCode(form, field)}>
          <Field
            label={recovery ? 'Recovery code' : 'Authentication code'}
            hint={recovery ? 'For example abcd1234-efgh5678' : undefined}
            error={errors.fields[field]}
            required
          >
            {(control) => (
              <input
                {...control}
                name={field}
                autoComplete="one-time-code"
                inputMode={recovery ? 'text' : 'numeric'}
                autoFocus
                spellCheck={false}
              />
            )}
          </Field>
          <FormMessage message={errors.form} />
          <Captcha ref={captcha} />
          <AccountSubmit busyLabel="Signing in…">Sign in</AccountSubmit>
        </Form>
        <p className="sf-auth-links">
          <button
            type="button"
            className="sf-link-button"
            onClick={() => {
              setErrors(NO_ERRORS);
              setStep(recovery ? 'code' : 'recovery');
            }}
          >
            {recovery ? 'Use your authentication app instead' : 'Use a recovery code'}
          </button>
          <button
            type="button"
            className="sf-link-button"
            onClick={() => {
              setErrors(NO_ERRORS);
              setStep('password');
            }}
          >
            Back to sign in
          </button>
        </p>
      </AccountPanel>
    );
  }

  const signUpHref = search.redirect_uri
    ? `/sign-up/?redirect_uri=${encodeURIComponent(search.redirect_uri)}`
    : '/sign-up/';
  // A password-protected store asks shoppers for its password first; its team signs in below.
  const storePassword = coreData.state.subdomain.passwordProtected ? (
    <StorePasswordPanel redirectUri={search.redirect_uri} />
  ) : null;
  return (
    <>
      {storePassword}
      <AccountPanel title={`Sign in to ${storeName}`}>
        <Form method="post" onSubmit={submitPassword}>
          <Field label="Email" error={errors.fields.email} required>
            {(control) => <input {...control} type="email" name="email" autoComplete="username" />}
          </Field>
          <Field label="Password" error={errors.fields.password} required>
            {(control) => (
              <input {...control} type="password" name="password" autoComplete="current-password" />
            )}
          </Field>
          <FormMessage message={errors.form} />
          <Captcha ref={captcha} />
          <AccountSubmit busyLabel="Signing in…">Sign in</AccountSubmit>
        </Form>
        <PasskeySignIn redirectUri={search.redirect_uri} />
        <p className="sf-auth-links">
          <a href="/login/forgot/">Forgot password?</a>
          <a href={signUpHref}>Create an account</a>
        </p>
      </AccountPanel>
    </>
  );
}

/** Already signed in: continue (through a forced two-factor set-up first), or sign out. */
function SignedIn({
  email,
  redirectUri,
  setUpTwoFactor,
}: {
  email: string;
  redirectUri: string | undefined;
  setUpTwoFactor: boolean;
}) {
  const post = useAccountPost();
  const continueHref =
    typeof window === 'undefined'
      ? '/dashboard/'
      : setUpTwoFactor
        ? twoFactorSetUpPath(safeRedirect(redirectUri, window.location.origin, ''))
        : safeRedirect(redirectUri, window.location.origin);
  return (
    <AccountPanel title="You are signed in" lead={`Signed in as ${email}.`}>
      <p className="sf-auth-links">
        <a className="sf-button" href={continueHref}>
          Continue
        </a>
        <button
          type="button"
          className="sf-button sf-button-secondary"
          onClick={() =>
            void post('/dashboard/secure/logout/', {}).then(() => window.location.assign('/'))
          }
        >
          Sign out
        </button>
      </p>
    </AccountPanel>
  );
}
