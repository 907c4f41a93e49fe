import { fetchTransport, type Transport } from '../../src/api/transport';
import { subscriberPageSchema, type SubscriberPageView } from '../../src/mailingLists/subscribers';

export interface SubscriberQuery {
  search: string;
  page: number;
  perPage: number;
}

/** The store's confirmed subscribers, a page at a time (server/mailingLists/routes.ts). */
export async function fetchSubscribers(
  divisionId: number,
  query: SubscriberQuery,
  transport: Transport = fetchTransport(),
): Promise<SubscriberPageView> {
  const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
  if (query.search.trim() !== '') params.set('search', query.search.trim());
  return subscriberPageSchema.parse(
    await transport({ method: 'GET', path: `/divisions/${divisionId}/subscribers/?${params}` }),
  );
}

/** Where the browser downloads the CSV export (a plain link: the session cookie goes with it). */
export const subscribersCsvHref = (divisionId: number): string =>
  `/omnis/v3/divisions/${divisionId}/subscribers.csv`;
