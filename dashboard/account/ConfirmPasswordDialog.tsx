import { useState } from 'react';
import {
  Button,
  Dialog,
  Field,
  Form,
  formErrorsFrom,
  SubmitButton,
  type FieldControlProps,
  type FormErrors,
  FormMessage,
} from '../../src/ui';
import type { PasswordConfirmation } from './accountApi';
import { NO_ERRORS } from './formErrors';

const FIELDS = ['password', 'twoFactorAuthCode', 'recoveryCode'] as const;
type ConfirmField = (typeof FIELDS)[number];

export interface ConfirmPasswordDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Two-factor is on: ask for a code from the app or a recovery code as well. */
  twoFactor: boolean;
  /** Sends the confirmation; a rejection is shown in the dialog, which stays open. */
  onConfirm: (confirmation: PasswordConfirmation) => Promise<void>;
  onClose: () => void;
}

/**
 * The overlay that guards a sensitive change: the password, plus a code from the
 * authenticator app or a recovery code when two-factor is on. The server checks them.
 */
export function ConfirmPasswordDialog(props: ConfirmPasswordDialogProps) {
  const { open, title, submitLabel, twoFactor, onConfirm, onClose } = props;
  const [values, setValues] = useState<Record<ConfirmField, string>>({
    password: '',
    twoFactorAuthCode: '',
    recoveryCode: '',
  });
  const [errors, setErrors] = useState<FormErrors<ConfirmField>>(NO_ERRORS);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValues({ password: '', twoFactorAuthCode: '', recoveryCode: '' });
    setErrors(NO_ERRORS);
    onClose();
  };

  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm({
        password: values.password,
        ...(values.twoFactorAuthCode ? { twoFactorAuthCode: values.twoFactorAuthCode } : {}),
        ...(values.recoveryCode ? { recoveryCode: values.recoveryCode } : {}),
      });
      setValues({ password: '', twoFactorAuthCode: '', recoveryCode: '' });
      setErrors(NO_ERRORS);
    } catch (failure) {
      setErrors(formErrorsFrom(failure, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  /** The render function a Field draws its control with. */
  const input = (name: ConfirmField, type: string, autoComplete: string) =>
    function ConfirmInput(control: FieldControlProps) {
      return (
        <input
          {...control}
          className="ui-input"
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      );
    };

  return (
    <Dialog open={open} title={title} onClose={close} preventClose={busy}>
      <Form onSubmit={submit}>
        <Field label="Password" required error={errors.fields.password}>
          {input('password', 'password', 'current-password')}
        </Field>
        {twoFactor ? (
          <>
            <Field
              label="Authentication code"
              hint="The 6-digit code from your authenticator app"
              error={errors.fields.twoFactorAuthCode}
            >
              {input('twoFactorAuthCode', 'text', 'one-time-code')}
            </Field>
            <Field
              label="Or a recovery code"
              hint="Use one of your recovery codes if you do not have your app"
              error={errors.fields.recoveryCode}
            >
              {input('recoveryCode', 'text', 'off')}
            </Field>
          </>
        ) : null}
        <FormMessage message={errors.form} />
        <div className="account-actions">
          <SubmitButton>{submitLabel}</SubmitButton>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
