import { useId } from 'react';
import { DASHBOARD_PLUGIN_CODES, PLUGIN_INFO } from '../../src/settings';
import { InlineError, Loading, PageHeader } from '../../src/ui';
import type { SettingsApi } from '../settings/settingsApi';
import { useStoreSettings } from '../settings/useStoreSettings';

/** /plugins/: the store's plugins, installed or not, each opening its settings. */
export function PluginsScreen({ api, divisionId }: { api: SettingsApi; divisionId: number }) {
  const headingId = useId();
  const { load, reload } = useStoreSettings(api, divisionId);
  return (
    <main className="dash-screen" aria-labelledby={headingId} aria-busy={load.state === 'loading'}>
      <PageHeader
        title="Plugins"
        titleId={headingId}
        description="Add currencies, analytics and advertising tags to your store. Tracking tags load only after a shopper accepts cookies."
      />
      {load.state === 'loading' ? <Loading label="Loading plugins…" skeletonLines={3} /> : null}
      {load.state === 'error' ? <InlineError message={load.message} onRetry={reload} /> : null}
      {load.state === 'ready' ? (
        <ul className="dash-plugins">
          {DASHBOARD_PLUGIN_CODES.map((code) => {
            const plugin = load.settings.plugins[code];
            const status = !plugin ? 'Not installed' : plugin.enabled ? 'On' : 'Off';
            return (
              <li key={code} className="dash-plugins__item">
                <h2 className="dash-plugins__name">
                  <a href={`/plugins/${code}/`}>{PLUGIN_INFO[code].name}</a>
                </h2>
                <p>{PLUGIN_INFO[code].description}</p>
                <p
                  className={`dash-plugins__status dash-plugins__status--${plugin ? 'on' : 'off'}`}
                >
                  {status}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </main>
  );
}
