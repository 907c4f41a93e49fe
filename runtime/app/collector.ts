import { API_PREFIX } from '../../src/api/http';
import { collectorBody, collectorMetadata, type CollectorPage } from '../../src/events/collector';

/**
 * The storefront's channel to POST /event-collector/: operational reports (a chunk that
 * would not load, core data that failed), one per event as they happen. Sent without
 * credentials (spec), so it carries no cookie and no visitor id: it is not analytics and
 * needs no consent. Shoppers' analytics go through /events/logEvent/ (runtime/analytics).
 */
let page: CollectorPage | null = null;

/** Called once the core data is known, so later reports name the store and currency. */
export function describeCollectorPage(described: CollectorPage): void {
  page = described;
}

export function sendToCollector(event: string, payload: unknown, send: typeof fetch = fetch): void {
  const body = collectorBody(
    event,
    payload,
    collectorMetadata({
      environment: import.meta.env.MODE,
      location: window.location.href,
      userAgent: navigator.userAgent,
      page,
    }),
  );
  void send(`${API_PREFIX}/event-collector/`, {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined); // a report never bothers the shopper
}
