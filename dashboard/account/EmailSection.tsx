import { useState } from 'react';
import { ACCOUNT_MESSAGES, changeEmailRequestSchema } from '../../src/model';
import {
  Field,
  Form,
  formErrorsFrom,
  SubmitButton,
  type FormErrors,
  FormMessage,
} from '../../src/ui';
import { useAccountApi } from './accountApi';
import { checkWith, NO_ERRORS } from './formErrors';
import { textControl } from './textControl';

type EmailField = 'email' | 'password';

/** Change of email: the password confirms it, and the new address must be verified again. */
export function EmailSection({ email, onChanged }: { email: string; onChanged: () => void }) {
  const api = useAccountApi();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<EmailField>>(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);

  const submit = async () => {
    setDone(null);
    const invalid = checkWith<EmailField>(changeEmailRequestSchema, values);
    setErrors(invalid ?? NO_ERRORS);
    if (invalid) return;
    try {
      await api.changeEmail(values.email.trim(), values.password);
      setDone(`${ACCOUNT_MESSAGES.verificationSent} at ${values.email.trim()}`);
      setValues({ email: '', password: '' });
      onChanged();
    } catch (failure) {
      setErrors(formErrorsFrom(failure, ['email', 'password']));
    }
  };

  return (
    <section aria-labelledby="account-email" className="account-section">
      <h2 id="account-email">Email address</h2>
      <p>
        You sign in as <strong>{email}</strong>. A new address must be verified before it is fully
        in use.
      </p>
      <Form onSubmit={submit}>
        <Field label="New email address" required error={errors.fields.email}>
          {textControl(values.email, (v) => setValues({ ...values, email: v }), 'email', 'email')}
        </Field>
        <Field label="Current password" required error={errors.fields.password}>
          {textControl(
            values.password,
            (v) => setValues({ ...values, password: v }),
            'password',
            'current-password',
          )}
        </Field>
        <FormMessage message={errors.form} />
        <SubmitButton>Change email</SubmitButton>
        <p role="status">{done}</p>
      </Form>
    </section>
  );
}
