import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { Field } from '../form/Field';

/** Posts one of the accounts' calls (`/dashboard/secure/two-factor/...`) and answers its JSON. */
export type TwoFactorPost = <T>(path: string, body: unknown) => Promise<T>;

type Step =
  | { kind: 'password' }
  | { kind: 'code'; secret: string; qrCode: string }
  | { kind: 'done'; recoveryCodes: string[] };

export interface TwoFactorSetupProps {
  post: TwoFactorPost;
  /** Why the account is here, above the password ("... Set it up now to continue."). */
  lead: ReactNode;
  /** The last button's words ("Continue to Atlas", "Continue"). */
  continueLabel: string;
  onContinue: () => void;
  /** Turns a failed call into the words to show under the field. */
  messageOf: (failure: unknown) => string;
  className?: string;
}

/**
 * Two-factor set-up for someone who must have it before going on (a new staff member in
 * atlas, an account staff forced onto it on the storefront): confirm the password, scan
 * the QR code or type the key into an authenticator app, enter a code from it, keep the
 * recovery codes. The accounts' own calls do the work, so it is the same two-factor as the
 * account settings. Each step's heading takes focus so a screen reader hears where it is.
 */
export function TwoFactorSetup({
  post,
  lead,
  continueLabel,
  onContinue,
  messageOf,
  className,
}: TwoFactorSetupProps) {
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
    <section
      className={className ? `ui-two-factor ${className}` : 'ui-two-factor'}
      aria-labelledby="two-factor-setup-title"
    >
      <h1 id="two-factor-setup-title" ref={heading} tabIndex={-1}>
        {step.kind === 'done' ? 'Two-factor is on' : 'Set up two-factor authentication'}
      </h1>
      {step.kind === 'password' ? (
        <form
          className="ui-form ui-two-factor__form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const answer = await post<{ secret: string; qrCode: string }>(
                '/dashboard/secure/two-factor/enable/',
                { password },
              );
              setStep({ kind: 'code', secret: answer.secret, qrCode: answer.qrCode });
            });
          }}
        >
          <p>{lead}</p>
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
          <div className="ui-two-factor__actions">
            <Button type="submit" variant="primary" busy={busy}>
              Continue
            </Button>
          </div>
        </form>
      ) : null}
      {step.kind === 'code' ? (
        <form
          className="ui-form ui-two-factor__form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const answer = await post<{ recoveryCodes: string[] }>(
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
          <div className="ui-two-factor__actions">
            <Button type="submit" variant="primary" busy={busy}>
              Turn on two-factor
            </Button>
          </div>
        </form>
      ) : null}
      {step.kind === 'done' ? (
        <div className="ui-two-factor__form">
          <p>Keep these recovery codes somewhere safe: each signs you in once without the app.</p>
          <ul aria-label="Recovery codes" className="ui-two-factor__codes">
            {step.recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <div className="ui-two-factor__actions">
            <Button variant="primary" onClick={onContinue}>
              {continueLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
