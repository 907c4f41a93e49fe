/** The first retry after a network failure waits this long; each next one twice as long. */
export const RETRY_BASE_MS = 1_000;
/** No retry waits longer than this, however long the network has been gone. */
export const RETRY_CAP_MS = 30_000;

/** The wait before retry number `attempt` (1 for the first): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  const doublings = Math.max(0, Math.trunc(attempt) - 1);
  return Math.min(RETRY_BASE_MS * 2 ** doublings, RETRY_CAP_MS);
}
