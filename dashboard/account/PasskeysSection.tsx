import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../src/format';
import { PASSKEY_MESSAGES, passkeyNameSchema, type PasskeySummary } from '../../src/model';
import {
  Button,
  DataTable,
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

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; passkeys: PasskeySummary[] };

/** The browser refused or the person cancelled: WebAuthn says so with these names. */
const CANCELLED = new Set(['NotAllowedError', 'AbortError']);
export const PASSKEY_CANCELLED_MESSAGE = 'Adding the passkey was cancelled';

/**
 * Passkeys (beyond the spec): the account's passkeys with when each was added and last
 * used, a form that names and adds one (the browser's WebAuthn library loads only then),
 * and a remove button per passkey.
 */
export function PasskeysSection() {
  const api = useAccountApi();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors<'name'>>(NO_ERRORS);
  const [status, setStatus] = useState<string | null>(null);

  const load = useCallback(() => {
    setListing({ state: 'loading' });
    api.passkeys().then(
      (passkeys) => setListing({ state: 'ready', passkeys }),
      (error: unknown) =>
        setListing({ state: 'error', message: formErrorsFrom(error, []).form ?? '' }),
    );
  }, [api]);
  useEffect(load, [load]);

  const add = async () => {
    setStatus(null);
    const invalid = checkWith<'name'>(passkeyNameSchema, { name });
    setErrors(invalid ?? NO_ERRORS);
    if (invalid) return;
    const trimmed = name.trim();
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = (await api.passkeyOptions()) as Parameters<
        typeof startRegistration
      >[0]['optionsJSON'];
      const response = await startRegistration({ optionsJSON });
      await api.addPasskey(trimmed, response);
      setName('');
      setStatus(PASSKEY_MESSAGES.added);
      load();
    } catch (failure) {
      if (failure instanceof Error && CANCELLED.has(failure.name))
        setErrors({ fields: {}, form: PASSKEY_CANCELLED_MESSAGE });
      else setErrors(formErrorsFrom(failure, ['name']));
    }
  };

  const remove = async (passkey: PasskeySummary) => {
    setStatus(null);
    try {
      await api.removePasskey(passkey.id);
      setStatus(PASSKEY_MESSAGES.removed);
      load();
    } catch (failure) {
      setErrors({ fields: {}, form: formErrorsFrom(failure, []).form });
    }
  };

  return (
    <section aria-labelledby="account-passkeys" className="account-section">
      <h2 id="account-passkeys">Passkeys</h2>
      <p>Sign in with your fingerprint, face or device PIN instead of a password.</p>
      <DataTable
        caption="Your passkeys"
        captionHidden
        columns={[
          { key: 'name', header: 'Name', rowHeader: true, cell: (passkey) => passkey.name },
          { key: 'created', header: 'Added', cell: (passkey) => formatDate(passkey.createdAt) },
          {
            key: 'used',
            header: 'Last used',
            cell: (passkey) => (passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : 'Never'),
          },
        ]}
        rows={listing.state === 'ready' ? listing.passkeys : []}
        rowKey={(passkey) => passkey.id}
        loading={listing.state === 'loading' ? 'Loading your passkeys' : false}
        error={listing.state === 'error' ? { message: listing.message, onRetry: load } : null}
        actionsHeader="Actions"
        rowActions={(passkey) => (
          <Button
            size="small"
            variant="danger"
            aria-label={`Remove passkey ${passkey.name}`}
            onClick={() => void remove(passkey)}
          >
            Remove
          </Button>
        )}
        empty={<p>You have no passkeys yet.</p>}
      />
      <Form onSubmit={add}>
        <Field
          label="Passkey name"
          required
          hint="So you can tell your passkeys apart, for example “Work laptop”"
          error={errors.fields.name}
        >
          {textControl(name, setName)}
        </Field>
        <FormMessage message={errors.form} />
        <SubmitButton>Add a passkey</SubmitButton>
        <p role="status">{status}</p>
      </Form>
    </section>
  );
}
