import { useState } from 'react';
import { safeRedirect } from '../../src/guards';
import { Field, Form, formErrorsFrom, type FormErrors, FormMessage } from '../../src/ui';
import { useServices } from '../app/ServicesContext';
import { AccountPanel, AccountSubmit } from './AccountPanel';
import { useAccountPost } from './useAccountPost';

const NO_ERRORS: FormErrors<'password'> = { fields: {}, form: null };

/**
 * The password page of a password-protected store (on /login/, where the store-visit
 * guard sends its visitors): the right password sets a cookie that lets this browser in
 * (server/settings/storeAccess.ts), then the shopper goes where they were going.
 */
export function StorePasswordPanel({ redirectUri }: { redirectUri: string | undefined }) {
  const { coreData } = useServices();
  const post = useAccountPost();
  const [errors, setErrors] = useState(NO_ERRORS);
  const { division } = coreData.state.subdomain;

  async function submit(form: HTMLFormElement) {
    setErrors(NO_ERRORS);
    const password = String(new FormData(form).get('password') ?? '');
    try {
      await post(`/frontend/${division.code}/store-password/`, { password });
      window.location.assign(safeRedirect(redirectUri, window.location.origin, '/'));
    } catch (failure) {
      setErrors(formErrorsFrom(failure, ['password']));
    }
  }

  return (
    <AccountPanel
      title={`${division.name} is password protected`}
      lead="Enter the store password to see the store."
    >
      <Form method="post" onSubmit={submit}>
        <Field label="Store password" error={errors.fields.password} required>
          {(control) => <input {...control} type="password" name="password" autoComplete="off" />}
        </Field>
        <FormMessage message={errors.form} />
        <AccountSubmit busyLabel="Checking…">Enter the store</AccountSubmit>
      </Form>
    </AccountPanel>
  );
}
