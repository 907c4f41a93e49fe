import { useState } from 'react';
import { changePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '../../src/model';
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

const FIELDS = ['currentPassword', 'password', 'password_confirmation'] as const;
type PasswordField = (typeof FIELDS)[number];
const EMPTY: Record<PasswordField, string> = {
  currentPassword: '',
  password: '',
  password_confirmation: '',
};
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed and your other sessions have been signed out';

/** Change of password, checked by the shared rules first; the server ends other sessions. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const api = useAccountApi();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<PasswordField>>(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);
  const set = (name: PasswordField) => (value: string) => setValues({ ...values, [name]: value });

  const submit = async () => {
    setDone(null);
    const invalid = checkWith<PasswordField>(changePasswordRequestSchema, values);
    setErrors(invalid ?? NO_ERRORS);
    if (invalid) return;
    try {
      await api.changePassword(values);
      setValues(EMPTY);
      setDone(PASSWORD_CHANGED_MESSAGE);
      onChanged();
    } catch (failure) {
      setErrors(formErrorsFrom(failure, FIELDS));
    }
  };

  return (
    <section aria-labelledby="account-password" className="account-section">
      <h2 id="account-password">Password</h2>
      <Form onSubmit={submit}>
        <Field label="Current password" required error={errors.fields.currentPassword}>
          {textControl(
            values.currentPassword,
            set('currentPassword'),
            'password',
            'current-password',
          )}
        </Field>
        <Field
          label="New password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.fields.password}
        >
          {textControl(values.password, set('password'), 'password', 'new-password')}
        </Field>
        <Field label="Confirm new password" required error={errors.fields.password_confirmation}>
          {textControl(
            values.password_confirmation,
            set('password_confirmation'),
            'password',
            'new-password',
          )}
        </Field>
        <FormMessage message={errors.form} />
        <SubmitButton>Change password</SubmitButton>
        <p role="status">{done}</p>
      </Form>
    </section>
  );
}
