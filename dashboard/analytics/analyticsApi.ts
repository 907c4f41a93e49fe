import { fetchTransport, type Transport } from '../../src/api/transport';
import {
  analyticsSummarySchema,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '../../src/events/analyticsEvents';

/** The store's analytics for a range of days (server/events/routes.ts). */
export async function fetchAnalytics(
  divisionId: number,
  range: AnalyticsQuery,
  transport: Transport = fetchTransport(),
): Promise<AnalyticsSummary> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  return analyticsSummarySchema.parse(
    await transport({ method: 'GET', path: `/divisions/${divisionId}/analytics/?${params}` }),
  );
}
