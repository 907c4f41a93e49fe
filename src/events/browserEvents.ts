/**
 * What the storefront's event tracker needs, kept free of schemas: the tracker starts
 * with every storefront page, and the shopper's first JavaScript carries no zod
 * (tests/runtime/bundleGraph.test.ts). The server's schemas are in analyticsEvents.ts.
 */

/** Event flush every 30 s (spec: "Event batch flush every 30 s"). */
export const EVENT_FLUSH_INTERVAL_MS = 30_000;
/** Analytics turns on 5 seconds after the core data loads (the consent rules' constant). */
export { ANALYTICS_DELAY_MS as ANALYTICS_ENABLE_DELAY_MS } from '../rules/consent';
/** The most events one POST /events/logEvent/ carries (the server refuses more). */
export const MAX_EVENTS_PER_BATCH = 500;

/** A page-view event (the visitor is added when sent): the first after the app starts is the landing one. */
export function pageViewEvent(path: string, landing: boolean) {
  return { name: 'page_view' as const, data: { path, landing } };
}
