import { Field } from '../../src/ui';

/** What the password rules ask (src/model/session.ts), said before anyone gets it wrong. */
export const NEW_PASSWORD_HINT = 'At least 8 characters, not starting or ending with a space.';

/** A password being chosen (sign-up, reset, the dashboard's change): the rules as a hint. */
export function NewPasswordField({
  label,
  name = 'password',
  error,
}: {
  label: string;
  name?: string;
  error: string | undefined;
}) {
  return (
    <Field label={label} hint={NEW_PASSWORD_HINT} error={error} required>
      {(control) => <input {...control} type="password" name={name} autoComplete="new-password" />}
    </Field>
  );
}
