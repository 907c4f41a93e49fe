import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ACCOUNT_MESSAGES, resetPasswordRequestSchema } from '../../src/model';
import { Field, Form, formErrorsFrom, type FormErrors, FormMessage } from '../../src/ui';
import { NewPasswordField } from './NewPasswordField';
import { AccountPanel, AccountSubmit } from './AccountPanel';
import { useAccountPost } from './useAccountPost';
import { SIGN_IN_HREF } from './signInHref';

type ResetField = 'password' | 'password_confirmation' | 'token';
const FIELDS: readonly ResetField[] = ['password', 'password_confirmation', 'token'];
const NO_ERRORS: FormErrors<ResetField> = { fields: {}, form: null };

/**
 * /login/reset/?token= (blank layout): the mailed link's new password, typed twice, by the
 * spec's password rules. A reset signs the account out everywhere; the screen then sends
 * the visitor to sign in with the new password.
 */
export function ResetPasswordScreen() {
  const post = useAccountPost();
  const { token } = useSearch({ strict: false }) as { token?: string };
  const [errors, setErrors] = useState(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const request = {
      token: token ?? '',
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    };
    const checked = resetPasswordRequestSchema.safeParse(request);
    if (!checked.success) {
      setErrors(formErrorsFrom({ issues: checked.error.issues }, FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const answer = (await post('/dashboard/secure/reset-password/', request)) as {
        message: string;
      };
      setDone(answer.message);
    } catch (failure) {
      setErrors(formErrorsFrom(failure, FIELDS));
    }
  }

  if (done)
    return (
      <AccountPanel
        title={done}
        lead="You have been signed out everywhere. Sign in with your new password."
      >
        <p>
          <a className="sf-button" href={SIGN_IN_HREF}>
            Sign in
          </a>
        </p>
      </AccountPanel>
    );

  if (!token || errors.fields.token)
    return (
      <AccountPanel
        title="This link did not work"
        lead={errors.fields.token ?? ACCOUNT_MESSAGES.resetLink}
      >
        <p className="sf-auth-links">
          <a href="/login/forgot/">Ask for a new link</a>
        </p>
      </AccountPanel>
    );

  return (
    <AccountPanel title="Choose a new password">
      <Form method="post" onSubmit={submit}>
        <NewPasswordField label="New password" error={errors.fields.password} />
        <Field
          label="Confirm the new password"
          error={errors.fields.password_confirmation}
          required
        >
          {(control) => (
            <input
              {...control}
              type="password"
              name="password_confirmation"
              autoComplete="new-password"
            />
          )}
        </Field>
        <FormMessage message={errors.form} />
        <AccountSubmit busyLabel="Saving…">Save the new password</AccountSubmit>
      </Form>
    </AccountPanel>
  );
}
