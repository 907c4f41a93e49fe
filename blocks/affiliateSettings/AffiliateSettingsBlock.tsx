import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../../src/ui/useHydrated';
import { resolveAsyncPath } from '../../src/model/asyncPath';
import type { BlockComponentProps, BlockRenderContext } from '../../src/registry';
import type { AffiliateSettingsData } from './load';
import type { AffiliateSettingsProperties } from './properties';
import {
  AFFILIATE_SETTINGS_MESSAGES,
  affiliateSettingsSchema,
  commissionLine,
  saveFailure,
  settingsPayload,
  validateSettings,
  type AffiliateSettings,
  type SettingsErrors,
} from './settings';

export const AFFILIATE_SETTINGS_STATES = {
  loading: 'Loading your settings…',
  unavailable: 'Affiliate settings are not available yet.',
  error: "We couldn't load your settings.",
  noSource: 'Choose where the settings are kept (Data → Settings at).',
} as const;

type Status =
  | { kind: 'editing' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

function report(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

export function AffiliateSettingsBlock({
  properties,
  data,
  context,
}: BlockComponentProps<AffiliateSettingsProperties, AffiliateSettingsData>) {
  const titleId = useId();
  let body;
  if (data === undefined) {
    body = <p className="block-affiliateSettings__status">{AFFILIATE_SETTINGS_STATES.loading}</p>;
  } else if (!data.ok) {
    body = (
      <p className="block-affiliateSettings__status" role="alert">
        {AFFILIATE_SETTINGS_STATES.error}
        {context.editing && <span className="block-affiliateSettings__reason"> {data.error}</span>}
      </p>
    );
  } else if (data.value === null) {
    body = (
      <p className="block-affiliateSettings__status">
        {AFFILIATE_SETTINGS_STATES.unavailable}
        {context.editing && (
          <span className="block-affiliateSettings__reason">
            {' '}
            {AFFILIATE_SETTINGS_STATES.noSource}
          </span>
        )}
      </p>
    );
  } else {
    body = (
      <SettingsForm
        initial={data.value}
        path={properties.asyncData}
        context={context}
        labelledBy={titleId}
      />
    );
  }
  return (
    <section
      className="block-affiliateSettings"
      aria-labelledby={titleId}
      aria-busy={data === undefined}
    >
      <h2 id={titleId} className="block-affiliateSettings__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && <p className="block-affiliateSettings__copy">{properties.copy}</p>}
      {body}
    </section>
  );
}

/** Saves with JavaScript only (the call needs the CSRF header): the button is enabled on hydration. */
function SettingsForm({
  initial,
  path,
  context,
  labelledBy,
}: {
  initial: AffiliateSettings;
  path: string;
  context: BlockRenderContext;
  labelledBy: string;
}) {
  const ids = { payoutEmail: useId(), code: useId(), notify: useId() };
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const change = (next: AffiliateSettings) => {
    setValues(next);
    if (checked) setErrors(validateSettings(next));
    if (status.kind === 'saved') setStatus({ kind: 'editing' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'saving' || context.editing) return;
    const found = validateSettings(values);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'saving' });
    try {
      const resolved = resolveAsyncPath(path, context.page?.divisionId ?? null);
      if (!resolved.ok) throw new Error(resolved.error);
      if (!context.post) throw new Error('No API client to save the settings with');
      const answer = await context.post(resolved.value.path, settingsPayload(values));
      // The saved settings carry the new version, so the next save is not refused as stale.
      const saved = affiliateSettingsSchema.safeParse(answer);
      if (saved.success) setValues(saved.data);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const outcome = saveFailure(error);
      if (outcome.report) report(error);
      setStatus({ kind: 'failed', message: outcome.message });
    }
  };

  const invalid = (name: keyof SettingsErrors) => ({
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] !== undefined ? `${ids[name]}-error` : undefined,
  });
  const errorText = (name: keyof SettingsErrors) =>
    errors[name] !== undefined && (
      <p id={`${ids[name]}-error`} className="block-affiliateSettings__error">
        {errors[name]}
      </p>
    );

  return (
    <form
      className="block-affiliateSettings__form"
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
    >
      {values.commissionRate !== null && (
        <p className="block-affiliateSettings__rate">{commissionLine(values.commissionRate)}</p>
      )}
      <div className="block-affiliateSettings__field">
        <label htmlFor={ids.payoutEmail}>Payout email</label>
        <input
          id={ids.payoutEmail}
          name="payoutEmail"
          type="email"
          autoComplete="email"
          required
          value={values.payoutEmail}
          onChange={(event) => change({ ...values, payoutEmail: event.target.value })}
          {...invalid('payoutEmail')}
        />
        {errorText('payoutEmail')}
      </div>
      <div className="block-affiliateSettings__field">
        <label htmlFor={ids.code}>Affiliate code</label>
        <input
          id={ids.code}
          name="code"
          type="text"
          autoComplete="off"
          required
          value={values.code}
          onChange={(event) => change({ ...values, code: event.target.value })}
          {...invalid('code')}
        />
        {errorText('code')}
      </div>
      <div className="block-affiliateSettings__check">
        <input
          id={ids.notify}
          name="notifyOnSale"
          type="checkbox"
          checked={values.notifyOnSale}
          onChange={(event) => change({ ...values, notifyOnSale: event.target.checked })}
        />
        <label htmlFor={ids.notify}>Email me when I make a sale</label>
      </div>
      <button
        type="submit"
        className="block-affiliateSettings__button"
        disabled={!hydrated || status.kind === 'saving'}
        aria-busy={status.kind === 'saving'}
      >
        Save settings
      </button>
      <div className="block-affiliateSettings__result" aria-live="polite">
        {status.kind === 'saved' && (
          <p className="block-affiliateSettings__saved">{AFFILIATE_SETTINGS_MESSAGES.saved}</p>
        )}
        {status.kind === 'failed' && (
          <p className="block-affiliateSettings__failure" role="alert">
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
