import { useState } from 'react';
import { twoFactorConfirmRequestSchema } from '../../src/model';
import {
  Button,
  Field,
  Form,
  formErrorsFrom,
  SubmitButton,
  type FormErrors,
  FormMessage,
} from '../../src/ui';
import { useAccountApi, type PasswordConfirmation, type TwoFactorSetup } from './accountApi';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
import { checkWith, NO_ERRORS } from './formErrors';
import { RecoveryCodes } from './RecoveryCodes';
import { textControl } from './textControl';

type Guarded = 'enable' | 'disable' | 'regenerate';
const DIALOGS: Record<Guarded, { title: string; submit: string }> = {
  enable: { title: 'Turn on two-factor authentication', submit: 'Continue' },
  disable: { title: 'Turn off two-factor authentication', submit: 'Turn off' },
  regenerate: { title: 'Regenerate recovery codes', submit: 'Regenerate' },
};

export interface TwoFactorSectionProps {
  enabled: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}

/**
 * Two-factor authentication: turned on with a secret (QR code and text) confirmed by a
 * code, recovery codes shown once, and every change behind the confirm-password overlay.
 */
export function TwoFactorSection({ enabled, recoveryCodesLeft, onChanged }: TwoFactorSectionProps) {
  const api = useAccountApi();
  const [guarded, setGuarded] = useState<Guarded | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<'code'>>(NO_ERRORS);

  const confirmGuarded = async (confirmation: PasswordConfirmation) => {
    if (guarded === 'enable') setSetup(await api.startTwoFactor(confirmation));
    if (guarded === 'disable') {
      await api.disableTwoFactor(confirmation);
      onChanged();
    }
    if (guarded === 'regenerate') {
      setCodes(await api.regenerateRecoveryCodes(confirmation));
      onChanged();
    }
    setGuarded(null);
  };

  const confirmSetup = async () => {
    const invalid = checkWith<'code'>(twoFactorConfirmRequestSchema, { code });
    setErrors(invalid ?? NO_ERRORS);
    if (invalid) return;
    try {
      setCodes(await api.confirmTwoFactor(code.trim()));
      setSetup(null);
      setCode('');
      onChanged();
    } catch (failure) {
      setErrors(formErrorsFrom(failure, ['code']));
    }
  };

  return (
    <section aria-labelledby="account-two-factor" className="account-section">
      <h2 id="account-two-factor">Two-factor authentication</h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <div className="account-setup">
          <p>Scan this QR code with your authenticator app, or type the key into it.</p>
          <img
            src={setup.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Key: <code data-testid="two-factor-secret">{setup.secret}</code>
          </p>
          <Form onSubmit={confirmSetup}>
            <Field
              label="Authentication code"
              required
              hint="The 6-digit code your app shows now"
              error={errors.fields.code}
            >
              {textControl(code, setCode, 'text', 'one-time-code')}
            </Field>
            <FormMessage message={errors.form} />
            <div className="account-actions">
              <SubmitButton>Turn on</SubmitButton>
              <Button onClick={() => setSetup(null)}>Cancel</Button>
            </div>
          </Form>
        </div>
      ) : enabled ? (
        <>
          <p>
            Two-factor authentication is on. You have {recoveryCodesLeft} recovery
            {recoveryCodesLeft === 1 ? ' code' : ' codes'} left.
          </p>
          <div className="account-actions">
            <Button onClick={() => setGuarded('regenerate')}>Regenerate recovery codes</Button>
            <Button variant="danger" onClick={() => setGuarded('disable')}>
              Turn off two-factor authentication
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>Two-factor authentication is off. Turn it on to ask for a code from an app too.</p>
          <Button variant="primary" onClick={() => setGuarded('enable')}>
            Turn on two-factor authentication
          </Button>
        </>
      )}
      <ConfirmPasswordDialog
        open={guarded !== null}
        title={guarded ? DIALOGS[guarded].title : ''}
        submitLabel={guarded ? DIALOGS[guarded].submit : ''}
        twoFactor={enabled}
        onConfirm={confirmGuarded}
        onClose={() => setGuarded(null)}
      />
    </section>
  );
}
