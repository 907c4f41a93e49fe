import { useEffect, useId, useState, type FormEvent } from 'react';
import { CURRENCIES } from '../../src/currency/currencies';
import {
  PLUGIN_INFO,
  currencyList,
  type DashboardPluginCode,
  type StoreSettingsView,
} from '../../src/settings';
import { Button, Field, InlineError, Loading, PageHeader } from '../../src/ui';
import {
  adsConversionId,
  adsConversionLabel,
  analyticsMeasurementId,
  analyticsTrackingId,
  facebookPixel,
  facebookVerification,
  googleVerification,
  pinterestPixel,
  pinterestVerification,
  validate,
  type Rule,
} from '../../src/validation';
import { SaveStatus } from '../settings/SaveStatus';
import type { SettingsApi } from '../settings/settingsApi';
import { useStoreSettings } from '../settings/useStoreSettings';

interface TextField {
  key: string;
  label: string;
  hint: string;
  rules: readonly Rule[];
  multiline?: boolean;
  required?: boolean;
}

/** The text fields of each tracking plugin, with the spec's validators. */
const TEXT_FIELDS: Record<Exclude<DashboardPluginCode, 'currency'>, readonly TextField[]> = {
  analytics: [
    {
      key: 'measurementId',
      label: 'Measurement ID',
      hint: 'Starts with G-, for example G-1A2B3C4D5E.',
      rules: [analyticsMeasurementId],
    },
    {
      key: 'trackingId',
      label: 'Tracking ID',
      hint: 'The older kind: UA-, then two numbers, for example UA-12345678-1.',
      rules: [analyticsTrackingId],
    },
  ],
  marketing: [
    {
      key: 'adsConversionId',
      label: 'Google Ads conversion ID',
      hint: '7 to 12 digits.',
      rules: [adsConversionId],
    },
    {
      key: 'adsConversionLabel',
      label: 'Google Ads conversion label',
      hint: '18 to 22 letters, digits, dashes or underscores.',
      rules: [adsConversionLabel],
    },
    {
      key: 'googleVerification',
      label: 'Google verification meta tag',
      hint: 'Paste the <meta name="google-site-verification" …> tag.',
      rules: [googleVerification],
      multiline: true,
    },
  ],
  'facebook-tracking-pixel': [
    {
      key: 'pixel',
      label: 'Pixel code',
      hint: 'Paste the base code Facebook gives you, from <script> to </noscript>.',
      rules: [facebookPixel],
      multiline: true,
    },
    {
      key: 'verification',
      label: 'Domain verification meta tag',
      hint: 'Paste the <meta name="facebook-domain-verification" …> tag.',
      rules: [facebookVerification],
      multiline: true,
      required: true,
    },
  ],
  pinterest: [
    {
      key: 'pixel',
      label: 'Pinterest tag code',
      hint: 'Paste the base code Pinterest gives you.',
      rules: [pinterestPixel],
      multiline: true,
    },
    {
      key: 'verification',
      label: 'Domain verification meta tag',
      hint: 'Paste the <meta name="p:domain_verify" …> tag.',
      rules: [pinterestVerification],
      multiline: true,
      required: true,
    },
  ],
};

type Values = Record<string, string | boolean | string[]>;

function valuesOf(code: DashboardPluginCode, settings: StoreSettingsView): Values {
  if (code === 'currency') {
    const plugin = settings.plugins.currency;
    return {
      enabled: plugin?.enabled ?? true,
      currency: plugin?.currency ?? 'GBP',
      // GBP is always offered (prices are kept in it: src/currency/available.ts).
      currencies: [...new Set(['GBP', ...(plugin ? currencyList(plugin.currencies) : [])])],
    };
  }
  const plugin = (settings.plugins[code] ?? {}) as Record<string, unknown>;
  const values: Values = { enabled: (plugin.enabled as boolean | undefined) ?? true };
  for (const field of TEXT_FIELDS[code]) values[field.key] = String(plugin[field.key] ?? '');
  return values;
}

/** /plugins/{code}/: one plugin's settings, validated as the server validates them. */
export function PluginScreen({
  api,
  divisionId,
  code,
}: {
  api: SettingsApi;
  divisionId: number;
  code: DashboardPluginCode;
}) {
  const headingId = useId();
  const { load, reload, save, saving, saveError } = useStoreSettings(api, divisionId);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const settings = load.state === 'ready' ? load.settings : null;
  const installed = settings ? settings.plugins[code] !== undefined : false;

  useEffect(() => {
    if (settings) setValues(valuesOf(code, settings));
  }, [settings, code]);

  const set = (key: string, value: string | boolean | string[]) => {
    setSaved(false);
    setValues((current) => (current ? { ...current, [key]: value } : current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const problems: Record<string, string> = {};
    if (code !== 'currency')
      for (const field of TEXT_FIELDS[code]) {
        const problem = validate(String(values[field.key] ?? ''), field.rules);
        if (problem) problems[field.key] = problem;
      }
    else if ((values.currencies as string[]).length === 0)
      problems.currencies = 'Choose at least one currency to offer';
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setSaved(await save((version) => api.savePlugin(divisionId, code, version, values)));
  };

  return (
    <main className="dash-screen" aria-labelledby={headingId} aria-busy={load.state === 'loading'}>
      <PageHeader
        title={PLUGIN_INFO[code].name}
        titleId={headingId}
        description={PLUGIN_INFO[code].description}
        before={<a href="/plugins/">All plugins</a>}
      />
      {load.state === 'loading' ? <Loading label="Loading the plugin…" skeletonLines={3} /> : null}
      {load.state === 'error' ? <InlineError message={load.message} onRetry={reload} /> : null}
      {values && settings ? (
        <form className="dash-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="dash-form__check">
            <label>
              <input
                type="checkbox"
                checked={values.enabled === true}
                onChange={(event) => set('enabled', event.target.checked)}
              />{' '}
              Turned on
            </label>
          </p>
          {code === 'currency' ? (
            <CurrencyFields values={values} set={set} error={errors.currencies} />
          ) : (
            TEXT_FIELDS[code].map((field) => (
              <Field
                key={field.key}
                label={field.label}
                hint={field.hint}
                error={errors[field.key]}
                required={field.required}
              >
                {(control) =>
                  field.multiline ? (
                    <textarea
                      {...control}
                      data-field={field.key}
                      rows={4}
                      spellCheck={false}
                      value={String(values[field.key] ?? '')}
                      onChange={(event) => set(field.key, event.target.value)}
                    />
                  ) : (
                    <input
                      {...control}
                      data-field={field.key}
                      type="text"
                      spellCheck={false}
                      value={String(values[field.key] ?? '')}
                      onChange={(event) => set(field.key, event.target.value)}
                    />
                  )
                }
              </Field>
            ))
          )}
          <div className="dash-form__actions">
            <Button type="submit" variant="primary" busy={saving}>
              {installed ? 'Save' : 'Install'}
            </Button>
            {installed ? (
              <Button
                disabled={saving}
                onClick={() =>
                  void save((version) => api.removePlugin(divisionId, code, version)).then(setSaved)
                }
              >
                Remove
              </Button>
            ) : null}
          </div>
          <SaveStatus error={saveError} saved={saved} onReload={reload} />
        </form>
      ) : null}
    </main>
  );
}

function CurrencyFields({
  values,
  set,
  error,
}: {
  values: Values;
  set: (key: string, value: string | string[]) => void;
  error: string | undefined;
}) {
  const chosen = values.currencies as string[];
  const errorId = useId();
  return (
    <>
      <fieldset
        className="dash-currencies"
        aria-describedby={error ? errorId : undefined}
        data-field="currencies"
        tabIndex={-1}
      >
        <legend>Currencies offered</legend>
        {error ? (
          <p id={errorId} className="ui-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dash-currencies__grid">
          {CURRENCIES.map((entry) => (
            <label key={entry.code}>
              <input
                type="checkbox"
                checked={chosen.includes(entry.code)}
                disabled={entry.code === 'GBP'}
                onChange={(event) => {
                  const next = event.target.checked
                    ? [...chosen, entry.code]
                    : chosen.filter((code) => code !== entry.code);
                  set('currencies', next);
                  if (!next.includes(String(values.currency)) && next[0]) set('currency', next[0]);
                }}
              />{' '}
              {entry.code} <span className="dash-currencies__name">{entry.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Default currency"
        hint="Shown to shoppers who have not chosen one. GBP is always offered; the header's currency selector shows while a shopper's currency is GBP."
      >
        {(control) => (
          <select
            {...control}
            value={String(values.currency)}
            onChange={(event) => set('currency', event.target.value)}
          >
            {chosen.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
