import { fetchTransport, type Transport } from '../../src/api/transport';
import { dashboardHomeSchema, type DashboardHome } from '../../src/settings';

/** What the home shows (server/settings/homeRoutes.ts). */
export async function fetchDashboardHome(
  divisionId: number,
  transport: Transport = fetchTransport(),
): Promise<DashboardHome> {
  return dashboardHomeSchema.parse(
    await transport({ method: 'GET', path: `/divisions/${divisionId}/dashboard-home/` }),
  );
}
