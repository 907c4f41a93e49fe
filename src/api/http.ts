/**
 * The small HTTP pieces every caller of /omnis/v3 shares: the prefix, the CSRF cookie and
 * header names, building a query string, reading the XSRF token and reading an answer's
 * body. Kept apart from `fetchTransport` so the storefront's first load can use them
 * while the API client itself arrives later, with the first call that needs it.
 */
export const API_PREFIX = '/omnis/v3';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The session read: it issues the XSRF cookie without starting a session. Cacheable
 * storefront pages carry no Set-Cookie, so a browser's first write reads this first.
 */
export const XSRF_ISSUING_PATH = `${API_PREFIX}/dashboard/secure/get/`;

export type Query = Record<string, string | number | boolean | undefined | null>;

export function readXsrfToken(cookieHeader: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`).exec(cookieHeader);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** `/omnis/v3{path}` with the query's set values appended. */
export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return `${API_PREFIX}${path}${text ? `${path.includes('?') ? '&' : '?'}${text}` : ''}`;
}

/** An answer's body: parsed JSON, the text when it is not JSON, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
