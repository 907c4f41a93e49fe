import { SETTINGS_SECTIONS } from '../../src/settings';

export const SECTION_LABELS = {
  general: 'General',
  domain: 'Domain',
  access: 'Password and coming soon',
  banners: 'Banners',
  search: 'Search redirects',
  payments: 'Payments',
  code: 'Custom code',
} as const satisfies Record<(typeof SETTINGS_SECTIONS)[number], string>;

/** Settings screens that are not a section of the settings form: connections. */
const CONNECTIONS = [{ name: 'instagram', label: 'Instagram' }] as const;

export type SettingsPage =
  (typeof SETTINGS_SECTIONS)[number] | (typeof CONNECTIONS)[number]['name'];

/** The settings screens' sub-navigation, the current one marked. */
export function SettingsNav({ current }: { current: SettingsPage }) {
  const pages = [
    ...SETTINGS_SECTIONS.map((name) => ({ name, label: SECTION_LABELS[name] })),
    ...CONNECTIONS,
  ];
  return (
    <nav aria-label="Settings sections" className="dash-subnav">
      <ul>
        {pages.map(({ name, label }) => (
          <li key={name}>
            <a
              href={`/dashboard/settings/${name}/`}
              aria-current={name === current ? 'page' : undefined}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
