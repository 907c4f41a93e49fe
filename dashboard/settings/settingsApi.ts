import { fetchTransport, type Transport } from '../../src/api/transport';
import {
  domainCheckSchema,
  storeSettingsViewSchema,
  type DashboardPluginCode,
  type DomainCheck,
  type SettingsSection,
  type StoreSettingsView,
} from '../../src/settings';

/** The store settings and plugins API (server/settings/settingsRoutes.ts). */
export interface SettingsApi {
  load(divisionId: number): Promise<StoreSettingsView>;
  saveSection(
    divisionId: number,
    section: SettingsSection,
    version: number,
    values: Record<string, unknown>,
  ): Promise<StoreSettingsView>;
  savePlugin(
    divisionId: number,
    code: DashboardPluginCode,
    version: number,
    settings: Record<string, unknown>,
  ): Promise<StoreSettingsView>;
  removePlugin(
    divisionId: number,
    code: DashboardPluginCode,
    version: number,
  ): Promise<StoreSettingsView>;
  checkDomain(divisionId: number): Promise<DomainCheck>;
}

export function httpSettingsApi(transport: Transport = fetchTransport()): SettingsApi {
  const view = async (promise: Promise<unknown>) => storeSettingsViewSchema.parse(await promise);
  return {
    load: (divisionId) =>
      view(transport({ method: 'GET', path: `/divisions/${divisionId}/settings/` })),
    saveSection: (divisionId, section, version, values) =>
      view(
        transport({
          method: 'PATCH',
          path: `/divisions/${divisionId}/settings/${section}/`,
          body: { ...values, version },
        }),
      ),
    savePlugin: (divisionId, code, version, settings) =>
      view(
        transport({
          method: 'POST',
          path: `/divisions/${divisionId}/plugins/${code}/`,
          body: { version, settings },
        }),
      ),
    removePlugin: (divisionId, code, version) =>
      view(
        transport({
          method: 'POST',
          path: `/divisions/${divisionId}/plugins/${code}/remove/`,
          body: { version },
        }),
      ),
    checkDomain: async (divisionId) =>
      domainCheckSchema.parse(
        await transport({
          method: 'POST',
          path: `/divisions/${divisionId}/settings/domain/check/`,
        }),
      ),
  };
}
