/** Query values as the API readers pass them; undefined ones are left out. */
export type ApiQuery = Record<string, string | number | boolean | undefined>;

/**
 * The URL of an API read made inside the server (`app.inject`), e.g. `/omnis/v3/blog/paginate/?paginate=3`.
 * Used by the SSR host and the mail export, which read the API as a browser would.
 */
export function apiUrl(path: string, query: ApiQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `/omnis/v3${path}${qs ? `?${qs}` : ''}`;
}
