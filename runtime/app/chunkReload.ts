/**
 * Failed chunk loads: after a deploy, an
 * open page may ask for code files that no longer exist. The page reloads to pick up the
 * new build, at most 3 times per error message per day; after that the error is reported
 * instead, so a page that cannot recover never reloads in a loop.
 */
export const CHUNK_RELOAD_LIMIT = 3;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reloads';

/** Reloads so far, per message, on the day they happened (`YYYY-MM-DD`). */
export type ChunkReloadLog = Record<string, { day: string; count: number }>;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Whether an error is a code file that failed to load (Chromium, Firefox and Safari wordings). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** The day of a timestamp, UTC. */
export const dayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/**
 * What to do about a failed chunk load with this message today: reload (and count it), or
 * report once the day's 3 reloads are used. Other days' counts are dropped, so the stored
 * log stays small.
 */
export function chunkReloadDecision(
  log: ChunkReloadLog,
  message: string,
  today: string,
): { action: 'reload' | 'report'; log: ChunkReloadLog } {
  const todays: ChunkReloadLog = Object.fromEntries(
    Object.entries(log).filter(([, entry]) => entry.day === today),
  );
  const count = todays[message]?.count ?? 0;
  if (count >= CHUNK_RELOAD_LIMIT) return { action: 'report', log: todays };
  return { action: 'reload', log: { ...todays, [message]: { day: today, count: count + 1 } } };
}

/** Reads the stored log; anything unreadable counts as no reloads yet. */
export function parseChunkReloadLog(stored: string | null): ChunkReloadLog {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as unknown;
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, { day: string; count: number }] =>
          typeof entry[1] === 'object' &&
          entry[1] !== null &&
          typeof (entry[1] as { day?: unknown }).day === 'string' &&
          typeof (entry[1] as { count?: unknown }).count === 'number',
      ),
    );
  } catch {
    return {};
  }
}
