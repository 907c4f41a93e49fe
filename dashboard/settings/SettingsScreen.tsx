import { customCodeInput } from '../../src/settings/customCodeInput';
import { CUSTOM_CODE_WARNING } from '../../src/tracking/customCode';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { type DomainCheck, type SettingsSection, type StoreSettingsView } from '../../src/settings';
import { Button, Field, InlineError, Loading, PageHeader } from '../../src/ui';
import { domain, required, url, validate } from '../../src/validation';
import { failureMessage } from '../../src/errors';
import type { ProductsApi } from '../products/productsApi';
import { LibraryImageField } from './LibraryImageField';
import { SaveStatus } from './SaveStatus';
import { SECTION_LABELS, SettingsNav } from './SettingsNav';
import type { SettingsApi } from './settingsApi';
import { useStoreSettings } from './useStoreSettings';

type Values = Record<string, unknown>;
type Rows = { [key: string]: string }[];

/** The form's starting values for a section, from the saved settings. */
function valuesOf(section: SettingsSection, s: StoreSettingsView): Values {
  switch (section) {
    case 'general':
      return {
        name: s.name,
        logo: s.logo ?? '',
        favicon: s.favicon ?? '',
        ogImage: s.ogImage ?? '',
      };
    case 'domain':
      return { customDomain: s.customDomain ?? '' };
    case 'access':
      return {
        passwordProtected: s.passwordProtected,
        password: '',
        comingSoonEnabled: s.comingSoon.enabled,
        launchDate: s.comingSoon.launchDate ? s.comingSoon.launchDate.slice(0, 16) : '',
      };
    case 'banners':
      return {
        bannerEnabled: s.sitewideBanner.enabled,
        bannerText: s.sitewideBanner.text,
        bannerHref: s.sitewideBanner.href ?? '',
        christmasShow: s.christmasContent.show,
        christmasText: s.christmasContent.text,
        cutoffs: s.christmasCutoffDates.map((row) => ({ ...row })),
      };
    case 'search':
      return { redirects: s.searchRedirects.map((row) => ({ ...row })) };
    case 'payments':
      return { type: s.paymentProcessorType };
    case 'code':
      return { customCode: s.customCode };
  }
}

/** What the section's save sends (server/settings/settingsRoutes.ts). */
function bodyOf(section: SettingsSection, v: Values): Record<string, unknown> {
  switch (section) {
    case 'access':
      return {
        passwordProtected: v.passwordProtected,
        password: v.password,
        comingSoon: {
          enabled: v.comingSoonEnabled,
          launchDate: v.launchDate ? new Date(String(v.launchDate)).toISOString() : '',
        },
      };
    case 'banners':
      return {
        sitewideBanner: { enabled: v.bannerEnabled, text: v.bannerText, href: v.bannerHref },
        christmasContent: { show: v.christmasShow, text: v.christmasText },
        christmasCutoffDates: v.cutoffs,
      };
    case 'search':
      return { searchRedirects: v.redirects };
    default:
      return v;
  }
}

/** Client checks with the same rules the server uses; the server has the last word. */
function problemsOf(section: SettingsSection, v: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  const check = (key: string, value: unknown, rules: Parameters<typeof validate>[1]) => {
    const problem = validate(String(value ?? ''), rules);
    if (problem) problems[key] = problem;
  };
  if (section === 'general') {
    check('name', v.name, [required]);
    for (const key of ['logo', 'favicon', 'ogImage']) check(key, v[key], [url]);
  }
  if (section === 'domain') check('customDomain', v.customDomain, [domain]);
  if (section === 'code') {
    const parsed = customCodeInput.safeParse(String(v.customCode ?? ''));
    if (!parsed.success) problems.customCode = parsed.error.issues[0]?.message ?? '';
  }
  if (section === 'banners') check('bannerHref', v.bannerHref, [url]);
  if (section === 'search')
    (v.redirects as Rows).forEach((row, index) => {
      check(`searchTerm-${index}`, row.searchTerm, [required]);
      check(`destinationUrl-${index}`, row.destinationUrl, [required, url]);
    });
  return problems;
}

/** /dashboard/settings/{section}/: the store's settings, one section per form. */
export function SettingsScreen({
  api,
  images,
  divisionId,
  section,
}: {
  api: SettingsApi;
  /** The image library, for the logo, favicon and social image. */
  images: Pick<ProductsApi, 'images'>;
  divisionId: number;
  section: SettingsSection;
}) {
  const headingId = useId();
  const { load, reload, save, saving, saveError } = useStoreSettings(api, divisionId);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const settings = load.state === 'ready' ? load.settings : null;

  useEffect(() => {
    if (settings) setValues(valuesOf(section, settings));
    setErrors({});
  }, [settings, section]);

  const set = (key: string, value: unknown) => {
    setSaved(false);
    setValues((current) => (current ? { ...current, [key]: value } : current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const problems = problemsOf(section, values);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setSaved(
      await save((version) =>
        api.saveSection(divisionId, section, version, bodyOf(section, values)),
      ),
    );
  };

  const text = (key: string, label: string, hint?: string, type = 'text', isRequired = false) => (
    <Field label={label} hint={hint} error={errors[key]} required={isRequired}>
      {(control) => (
        <input
          {...control}
          data-field={key}
          type={type}
          value={String(values?.[key] ?? '')}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </Field>
  );
  const imageField = (key: string, what: string, hint: string) => (
    <LibraryImageField
      what={what}
      name={key}
      hint={`${hint} Pick it from your image library, or type the address of an image.`}
      value={String(values?.[key] ?? '')}
      error={errors[key]}
      onChange={(address) => set(key, address)}
      divisionId={divisionId}
      images={images}
    />
  );
  const check = (key: string, label: ReactNode) => (
    <p className="dash-form__check">
      <label>
        <input
          type="checkbox"
          checked={values?.[key] === true}
          onChange={(event) => set(key, event.target.checked)}
        />{' '}
        {label}
      </label>
    </p>
  );

  return (
    <main className="dash-screen" aria-labelledby={headingId} aria-busy={load.state === 'loading'}>
      <PageHeader title="Settings" titleId={headingId} />
      <SettingsNav current={section} />
      <h2>{SECTION_LABELS[section]}</h2>
      {load.state === 'loading' ? <Loading label="Loading settings…" skeletonLines={3} /> : null}
      {load.state === 'error' ? <InlineError message={load.message} onRetry={reload} /> : null}
      {values && settings ? (
        <form className="dash-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          {section === 'general' ? (
            <>
              {text('name', 'Store name', undefined, 'text', true)}
              {imageField('logo', 'logo', 'The header shows it at most 220 px wide.')}
              {imageField('favicon', 'favicon', 'The small icon browsers show in the tab.')}
              {imageField(
                'ogImage',
                'social image',
                'Shown when someone shares a link to your store.',
              )}
            </>
          ) : null}
          {section === 'domain' ? (
            <>
              <p>
                Your store is always at <strong>{settings.subdomain}.localhost</strong>. Add your
                own domain, then create the DNS record shown below with your domain provider.
              </p>
              {text(
                'customDomain',
                'Custom domain',
                'For example shop.example.com. Leave blank for none.',
              )}
              {settings.customDomain ? (
                <DomainCheckPanel
                  api={api}
                  divisionId={divisionId}
                  domainName={settings.customDomain}
                />
              ) : null}
            </>
          ) : null}
          {section === 'access' ? (
            <>
              {check('passwordProtected', 'Password-protect the store')}
              {text(
                'password',
                settings.hasPassword ? 'New storefront password' : 'Storefront password',
                settings.hasPassword
                  ? 'Leave blank to keep the current password. Shoppers who typed the old one are asked again.'
                  : 'Shoppers type it to get in; you and your team get in as usual.',
                'password',
              )}
              {check('comingSoonEnabled', 'Show a coming-soon page with a countdown')}
              {text(
                'launchDate',
                'Launch date and time',
                'The countdown counts down to it.',
                'datetime-local',
              )}
            </>
          ) : null}
          {section === 'banners' ? (
            <>
              <h3>Sitewide banner</h3>
              {check('bannerEnabled', 'Show the sitewide banner')}
              {text('bannerText', 'Banner text')}
              {text(
                'bannerHref',
                'Banner link',
                'Optional: where the banner goes, for example /collection/sale/.',
              )}
              <h3>Christmas</h3>
              {check('christmasShow', 'Show the Christmas banner')}
              {text('christmasText', 'Christmas banner text')}
              <RowsEditor
                legend="Last order dates"
                rows={values.cutoffs as Rows}
                columns={[
                  { key: 'service', label: 'Delivery service', type: 'text' },
                  { key: 'date', label: 'Last order date', type: 'date' },
                ]}
                addLabel="Add a date"
                errors={errors}
                onChange={(rows) => set('cutoffs', rows)}
              />
            </>
          ) : null}
          {section === 'search' ? (
            <RowsEditor
              legend="When a shopper searches for a term, send them to a page instead"
              rows={values.redirects as Rows}
              columns={[
                { key: 'searchTerm', label: 'Search term', type: 'text' },
                { key: 'destinationUrl', label: 'Destination', type: 'text' },
              ]}
              addLabel="Add a redirect"
              errors={errors}
              onChange={(rows) => set('redirects', rows)}
            />
          ) : null}
          {section === 'payments' ? (
            <fieldset>
              <legend>Who takes your payments</legend>
              {(
                [
                  [
                    'teemill',
                    'Provider-operated',
                    'We take payments and handle help, returns and the legal pages.',
                  ],
                  [
                    'direct',
                    'Direct',
                    'Your own payment processor; the help and legal pages are hidden.',
                  ],
                ] as const
              ).map(([type, label, hint]) => (
                <p key={type} className="dash-form__check">
                  <label>
                    <input
                      type="radio"
                      name="payment-type"
                      checked={values.type === type}
                      onChange={() => set('type', type)}
                    />{' '}
                    {label}
                  </label>
                  <br />
                  <span className="dash-form__hint">{hint}</span>
                </p>
              ))}
            </fieldset>
          ) : null}
          {section === 'code' ? (
            <>
              <p className="dash-form__warning" role="note">
                <strong>Warning:</strong> {CUSTOM_CODE_WARNING}
              </p>
              <Field
                label="Custom code"
                hint="HTML added at the end of every storefront page, such as a script tag. It is not added in the page editor or the theme preview."
                error={errors.customCode}
              >
                {(control) => (
                  <textarea
                    {...control}
                    data-field="customCode"
                    rows={12}
                    spellCheck={false}
                    className="dash-form__code"
                    value={String(values?.customCode ?? '')}
                    onChange={(event) => set('customCode', event.target.value)}
                  />
                )}
              </Field>
            </>
          ) : null}
          <div className="dash-form__actions">
            <Button type="submit" variant="primary" busy={saving}>
              Save
            </Button>
          </div>
          <SaveStatus error={saveError} saved={saved} onReload={reload} />
        </form>
      ) : null}
    </main>
  );
}

function RowsEditor({
  legend,
  rows,
  columns,
  addLabel,
  errors,
  onChange,
}: {
  legend: string;
  rows: Rows;
  columns: readonly { key: string; label: string; type: string }[];
  addLabel: string;
  errors: Record<string, string>;
  onChange: (rows: Rows) => void;
}) {
  const blank = Object.fromEntries(columns.map((column) => [column.key, '']));
  return (
    <fieldset className="dash-rows">
      <legend>{legend}</legend>
      {rows.length === 0 ? <p className="dash-form__hint">None yet.</p> : null}
      {rows.map((row, index) => (
        <div key={index} className="dash-rows__row">
          {columns.map((column) => (
            <Field
              key={column.key}
              label={`${column.label} ${index + 1}`}
              error={errors[`${column.key}-${index}`]}
            >
              {(control) => (
                <input
                  {...control}
                  data-field={`${column.key}-${index}`}
                  type={column.type}
                  value={row[column.key] ?? ''}
                  onChange={(event) =>
                    onChange(
                      rows.map((other, at) =>
                        at === index ? { ...other, [column.key]: event.target.value } : other,
                      ),
                    )
                  }
                />
              )}
            </Field>
          ))}
          <Button onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            Remove row {index + 1}
          </Button>
        </div>
      ))}
      <Button onClick={() => onChange([...rows, { ...blank }])}>{addLabel}</Button>
    </fieldset>
  );
}

function DomainCheckPanel({
  api,
  divisionId,
  domainName,
}: {
  api: SettingsApi;
  divisionId: number;
  domainName: string;
}) {
  const [state, setState] = useState<
    | { state: 'idle' }
    | { state: 'checking' }
    | { state: 'done'; check: DomainCheck }
    | { state: 'error'; message: string }
  >({ state: 'idle' });
  return (
    <section aria-labelledby="domain-check" className="dash-domain-check">
      <h3 id="domain-check">Point {domainName} at your store</h3>
      <Button
        busy={state.state === 'checking'}
        onClick={() => {
          setState({ state: 'checking' });
          api.checkDomain(divisionId).then(
            (check) => setState({ state: 'done', check }),
            (error: unknown) => setState({ state: 'error', message: failureMessage(error) }),
          );
        }}
      >
        Check the DNS record
      </Button>
      <div role="status">
        {state.state === 'done' ? (
          <>
            <p className={state.check.pointsToUs ? 'dash-ok' : 'dash-warn'}>
              {state.check.message}
            </p>
            <table className="ui-table">
              <caption>The record to create</caption>
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Name</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{state.check.record.type}</td>
                  <td>{state.check.record.name}</td>
                  <td>{state.check.record.value}</td>
                </tr>
              </tbody>
            </table>
          </>
        ) : null}
        {state.state === 'error' ? <p className="dash-warn">{state.message}</p> : null}
      </div>
    </section>
  );
}
