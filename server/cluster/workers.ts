/**
 * `WORKERS=N npm start` (issue 23, section 4): N server processes on one port through
 * Node's cluster. The rules here are pure; server/main.ts forks and watches.
 */

/** Most processes one machine may be asked for (a typo such as 1000 is refused). */
export const MAX_WORKERS = 64;

/**
 * WORKERS as a number of processes: unset, empty or `1` is one process (no cluster);
 * `auto` is one per core; a whole number 1..MAX_WORKERS is that many.
 */
export function workersOf(value: string | undefined, cores: number): number {
  if (value === undefined || value === '') return 1;
  if (value === 'auto') return Math.max(1, Math.min(cores, MAX_WORKERS));
  if (!/^[1-9]\d*$/.test(value) || Number(value) > MAX_WORKERS)
    throw new Error(
      `WORKERS is not a number of processes from 1 to ${MAX_WORKERS}, or auto: ${value}`,
    );
  return Number(value);
}

export const needsRedisMessage = (workers: number) =>
  `WORKERS=${workers} needs REDIS_URL: the page editor's live collaboration, the rate limits and the job queue are shared between processes through Redis. Set REDIS_URL, or start one process (WORKERS=1).`;

/**
 * Why N processes cannot start with this configuration, or null. Several processes
 * without Redis would each hold their own copy of a page being edited together (two
 * sellers on two processes would overwrite each other), count sign-in attempts alone and
 * lose queued work with the process: refused with a clear message instead. The database
 * is no reason: SQLite in WAL mode takes writers from several processes, and its change
 * counter (server/db/changeCounter.ts) tells each process when another has written.
 */
export function clusterProblem(workers: number, redisUrl: string | null): string | null {
  if (workers > 1 && !redisUrl) return needsRedisMessage(workers);
  return null;
}

/**
 * How long to wait before starting a replacement for a worker that died: at once for the
 * first, then doubling up to 30 s while they keep dying young (a crash loop).
 */
export function restartDelayMs(recentDeaths: number): number {
  if (recentDeaths <= 1) return 0;
  return Math.min(30_000, 500 * 2 ** (recentDeaths - 2));
}
