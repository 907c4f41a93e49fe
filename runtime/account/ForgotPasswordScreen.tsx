import { useRef, useState } from 'react';
import { forgotPasswordRequestSchema } from '../../src/model';
import { Field, Form, formErrorsFrom, type FormErrors, FormMessage } from '../../src/ui';
import { AccountPanel, AccountSubmit, BackToSignIn } from './AccountPanel';
import { Captcha, type CaptchaHandle } from './Captcha';
import { useAccountPost } from './useAccountPost';

const NO_ERRORS: FormErrors<'email'> = { fields: {}, form: null };

/**
 * /login/forgot/ (blank layout): asks for a reset link. The answer is the same whether
 * or not the address has an account, and the screen shows the server's words as they are.
 */
export function ForgotPasswordScreen() {
  const post = useAccountPost();
  const [errors, setErrors] = useState(NO_ERRORS);
  const [sent, setSent] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);

  async function submit(form: HTMLFormElement) {
    const email = String(new FormData(form).get('email') ?? '');
    const checked = forgotPasswordRequestSchema.safeParse({ email });
    if (!checked.success) {
      setErrors(formErrorsFrom({ issues: checked.error.issues }, ['email']));
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const answer = (await post('/dashboard/secure/forgot-password/', {
        email: checked.data.email,
        v3captchaToken: await captcha.current?.token(),
      })) as { message: string };
      setSent(answer.message);
    } catch (failure) {
      captcha.current?.reset();
      setErrors(formErrorsFrom(failure, ['email']));
    }
  }

  if (sent)
    return (
      <AccountPanel title="Check your email" lead={sent}>
        <p className="sf-auth-note">The link works once, for 1 hour.</p>
        <BackToSignIn />
      </AccountPanel>
    );

  return (
    <AccountPanel
      title="Forgot your password?"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <Form method="post" onSubmit={submit}>
        <Field label="Email" error={errors.fields.email} required>
          {(control) => <input {...control} type="email" name="email" autoComplete="email" />}
        </Field>
        <FormMessage message={errors.form} />
        <Captcha ref={captcha} />
        <AccountSubmit busyLabel="Sending…">Send the link</AccountSubmit>
      </Form>
      <BackToSignIn />
    </AccountPanel>
  );
}
