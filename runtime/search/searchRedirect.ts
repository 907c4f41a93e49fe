import type { SearchRedirect } from '../../src/model';

/**
 * Where a search on /search/ goes instead of showing results: the
 * destination of the configured redirect whose term matches the search, ignoring case
 * and surrounding spaces; null when none does.
 */
export function searchRedirectFor(
  term: string,
  redirects: readonly SearchRedirect[],
): string | null {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return null;
  return (
    redirects.find((redirect) => redirect.searchTerm.trim().toLowerCase() === wanted)
      ?.destinationUrl ?? null
  );
}
