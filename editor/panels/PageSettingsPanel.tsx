import './panels.css';
import { useId } from 'react';
import {
  LAYOUT_NAMES,
  LOGIN_STATES,
  type LayoutName,
  type LoginState,
  type Page,
} from '../../src/model';
import type { FieldDescriptor } from '../../src/registry';
import { presetNames } from '../../themes';
import { FieldInput } from './fields/FieldInput';
import { humanizeName } from './humanizeName';
import {
  LOGIN_STATE_LABELS,
  propertyPatch,
  urlPreview,
  urlPreviewText,
  type PageSettingsPatch,
} from './pageSettings';

export interface PageSettingsPanelProps {
  page: Page;
  divisionId: number;
  /** Each edit as it happens, shaped like the page (properties wrapped as `{ value }`). */
  onChange: (patch: PageSettingsPatch) => void;
}

/** The theme option for a page that names none: it follows the store's theme. */
const STORE_THEME = '';

const fields = {
  title: {
    kind: 'text',
    name: 'title',
    label: 'Title',
    maxLength: 200,
    help: 'Shown in the browser tab and search results.',
  },
  description: {
    kind: 'textarea',
    name: 'description',
    label: 'Description',
    maxLength: 1000,
    rows: 3,
    help: 'A sentence or two for search results and shared links.',
  },
  loginState: {
    kind: 'select',
    name: 'loginState',
    label: 'Who can see this page',
    options: LOGIN_STATES.map((state) => ({ value: state, label: LOGIN_STATE_LABELS[state] })),
  },
  sitemap: {
    kind: 'toggle',
    name: 'sitemap',
    label: 'Show in sitemap',
    help: 'Pages left out of the sitemap are also hidden from search engines.',
  },
  isSearchable: { kind: 'toggle', name: 'isSearchable', label: 'Show in store search' },
  searchIcon: {
    kind: 'text',
    name: 'searchIcon',
    label: 'Search icon',
    help: 'A Font Awesome icon name shown beside the page in search.',
  },
  ogImage: {
    kind: 'image',
    name: 'ogImage',
    label: 'Sharing image',
    help: 'Shown when the page is shared (Open Graph). Best at 1200 × 630.',
  },
  layout: {
    kind: 'select',
    name: 'layout',
    label: 'Layout',
    options: LAYOUT_NAMES.map((name) => ({ value: name, label: humanizeName(name) })),
  },
  isMailPage: {
    kind: 'toggle',
    name: 'isMailPage',
    label: 'Mail page',
    help: 'Compose an email: only mail blocks, the 520px mail layout, preview and test sends.',
  },
  theme: {
    kind: 'select',
    name: 'theme',
    label: 'Theme',
    options: [
      { value: STORE_THEME, label: "Store's theme" },
      ...presetNames.map((name) => ({ value: name, label: humanizeName(name) })),
    ],
  },
} as const satisfies Record<string, FieldDescriptor>;

/**
 * The page's settings: title, description, url (with the url it will be saved as; the
 * homepage's `/` is read-only), who can see it, sitemap, search, sharing image, layout
 * and theme. Each change is reported at once as a patch of the page.
 */
export function PageSettingsPanel({ page, divisionId, onChange }: PageSettingsPanelProps) {
  const headingId = useId();
  const { properties } = page;
  const field = (
    descriptor: FieldDescriptor,
    value: unknown,
    patch: (value: unknown) => PageSettingsPatch,
  ) => (
    <FieldInput
      field={descriptor}
      value={value}
      divisionId={divisionId}
      onChange={(next) => onChange(patch(next))}
    />
  );

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Page settings
      </h2>
      <fieldset className="panel__section">
        <legend>Page</legend>
        {field(fields.title, properties.title.value, (value) =>
          propertyPatch('title', String(value ?? '')),
        )}
        {field(fields.description, properties.description.value, (value) =>
          propertyPatch('description', String(value ?? '')),
        )}
        <UrlField page={page} onChange={(url) => onChange({ url })} />
      </fieldset>
      <fieldset className="panel__section">
        <legend>Access and search</legend>
        {field(fields.loginState, properties.loginState.value, (value) =>
          propertyPatch('loginState', value as LoginState),
        )}
        {field(fields.sitemap, page.sitemap, (value) => ({ sitemap: value === true }))}
        {field(fields.isSearchable, properties.isSearchable.value, (value) =>
          propertyPatch('isSearchable', value === true),
        )}
        {field(fields.searchIcon, properties.searchIcon.value, (value) =>
          propertyPatch('searchIcon', String(value ?? '')),
        )}
        {field(fields.ogImage, properties.ogImage.value ?? '', (value) =>
          propertyPatch('ogImage', typeof value === 'string' && value !== '' ? value : null),
        )}
      </fieldset>
      <fieldset className="panel__section">
        <legend>Look</legend>
        {field(fields.isMailPage, properties.isMailPage.value, (value) => ({
          layout: value === true ? 'mail' : 'standard',
          properties: {
            isMailPage: { value: value === true },
            isStorePage: { value: value !== true },
          },
        }))}
        {field(fields.layout, page.layout, (value) => ({ layout: value as LayoutName }))}
        {field(fields.theme, page.theme ?? STORE_THEME, (value) => ({
          theme: value === STORE_THEME ? null : String(value),
        }))}
      </fieldset>
    </section>
  );
}

/** The url box, with the url it will be saved as shown under it as the seller types. */
function UrlField({ page, onChange }: { page: Page; onChange: (url: string | null) => void }) {
  const ids = { input: useId(), preview: useId() };
  const typed = page.url ?? '';
  const preview = urlPreview(page, typed);
  return (
    <div className="field">
      <label htmlFor={ids.input} className="field__label">
        Url
      </label>
      <input
        id={ids.input}
        type="text"
        value={typed}
        readOnly={preview.kind === 'homepage'}
        placeholder="/about-us/"
        spellCheck={false}
        aria-describedby={ids.preview}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
      <p id={ids.preview} className="field__help" aria-live="polite">
        {urlPreviewText(preview)}
      </p>
    </div>
  );
}
