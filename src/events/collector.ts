/** What POST /event-collector/ carries with every event (spec, section of calls). */
export interface CollectorMetadata {
  environment: string;
  location: string;
  userAgent: string;
  currency: string;
  division: { id: number | null; name: string };
}

/** The store and currency a page belongs to, once its core data is known. */
export interface CollectorPage {
  currency: string;
  division: { id: number; name: string };
}

/**
 * The spec's metadata for one event: environment, location, user agent, currency and the
 * division's id and name. Before the core data is known (a failure while starting) the
 * currency is empty and the division unknown, so the report still goes.
 */
export function collectorMetadata(args: {
  environment: string;
  location: string;
  userAgent: string;
  page: CollectorPage | null;
}): CollectorMetadata {
  return {
    environment: args.environment,
    location: args.location,
    userAgent: args.userAgent,
    currency: args.page?.currency ?? '',
    division: args.page
      ? { id: args.page.division.id, name: args.page.division.name }
      : { id: null, name: '' },
  };
}

export function collectorBody(
  event: string,
  payload: unknown,
  metadata: CollectorMetadata,
): { event: string; payload: unknown; metadata: CollectorMetadata } {
  return { event, payload, metadata };
}
