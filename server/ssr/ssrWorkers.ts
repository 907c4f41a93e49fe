/**
 * How many SSR worker threads to run (server/ssr/renderPool.ts), from SSR_WORKERS:
 * - unset or empty: one per core but one, left to the main thread (which loads the data
 *   and answers everything else), and at least one;
 * - `0`: no workers, pages render on the main thread (the old way; handy to profile);
 * - a whole number: that many.
 * Anything else is refused at start-up rather than guessed.
 */
export function ssrWorkerCount(value: string | undefined, cores: number): number {
  if (value === undefined || value.trim() === '') return Math.max(1, cores - 1);
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed))
    throw new Error(`SSR_WORKERS must be a whole number (0 renders in process), not "${value}"`);
  return Number(trimmed);
}
