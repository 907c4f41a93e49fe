import { useEffect, useRef, useState } from 'react';
import { Button, Field } from '../src/ui';
import { accountPost, messageOf } from './api';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; secret: string; qrCode: string }
  | { kind: 'done'; recoveryCodes: string[] };

/**
 * A staff member without two-factor (a new one at their first sign-in) sets it up here
 * before atlas opens: confirm the password, scan the code (or type the key) into an
 * authenticator app, enter a code from it, keep the recovery codes. Uses the accounts'
 * own set-up calls, so it is the same two-factor as everywhere else.
 */
export function TwoFactorSetup({ message }: { message: string }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step.kind !== 'password') heading.current?.focus();
  }, [step.kind]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="atlas__refused atlas__setup" aria-labelledby="setup-title">
      <h1 id="setup-title" ref={heading} tabIndex={-1}>
        {step.kind === 'done' ? 'Two-factor is on' : 'Set up two-factor authentication'}
      </h1>
      {step.kind === 'password' ? (
        <form
          className="atlas__dialog-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const answer = await accountPost<{ secret: string; qrCode: string }>(
                '/dashboard/secure/two-factor/enable/',
                { password },
              );
              setStep({ kind: 'code', secret: answer.secret, qrCode: answer.qrCode });
            });
          }}
        >
          <p>{message}. Set it up now to continue.</p>
          <Field label="Your password" required error={error || undefined}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <div className="atlas__actions">
            <Button type="submit" variant="primary" disabled={busy}>
              Continue
            </Button>
          </div>
        </form>
      ) : null}
      {step.kind === 'code' ? (
        <form
          className="atlas__dialog-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const answer = await accountPost<{ recoveryCodes: string[] }>(
                '/dashboard/secure/two-factor/confirm/',
                { code },
              );
              setStep({ kind: 'done', recoveryCodes: answer.recoveryCodes });
            });
          }}
        >
          <p>Scan this code with your authenticator app, or type in the key below.</p>
          <img
            src={step.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Key: <code data-testid="two-factor-secret">{step.secret}</code>
          </p>
          <Field label="Code from the app" required error={error || undefined}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </Field>
          <div className="atlas__actions">
            <Button type="submit" variant="primary" disabled={busy}>
              Turn on two-factor
            </Button>
          </div>
        </form>
      ) : null}
      {step.kind === 'done' ? (
        <div className="atlas__dialog-form">
          <p>Keep these recovery codes somewhere safe: each signs you in once without the app.</p>
          <ul aria-label="Recovery codes" className="atlas__codes">
            {step.recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <div className="atlas__actions">
            <Button variant="primary" onClick={() => window.location.reload()}>
              Continue to Atlas
            </Button>
          </div>
        </div>
      ) : null}
    </main>
  );
}
