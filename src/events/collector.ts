/** What POST /event-collector/ carries with every event (spec, section of calls). */
export interface CollectorMetadata {
  environment: string;
  location: string;
  userAgent: string;
  currency: string;
  division: { id: number | null; name: string };
}

export function collectorBody(
  event: string,
  payload: unknown,
  metadata: CollectorMetadata,
): { event: string; payload: unknown; metadata: CollectorMetadata } {
  return { event, payload, metadata };
}
