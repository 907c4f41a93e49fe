import { errorFromResponse } from '../../src/errors';
import type { SsrApiGet } from '../../src/ssr/contract';

/** The API prefix of both specs' section 7. */
export const API_PREFIX = '/omnis/v3';

function queryString(query?: Record<string, string | number | boolean | undefined>): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The XSRF cookie the server issues; echoed in X-CSRF-TOKEN on state changes (storefront section 7). */
export function readXsrfToken(cookie: string): string | undefined {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** GET under /omnis/v3 from the browser, with credentials. */
export const browserGet: SsrApiGet = async (path, query) => {
  const response = await fetch(`${API_PREFIX}${path}${queryString(query)}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  return { status: response.status, body: await readBody(response) };
};

/** POST JSON under /omnis/v3 from the browser; rejects with the typed error of src/errors. */
export async function browserPost(path: string, body: unknown): Promise<unknown> {
  const token = readXsrfToken(document.cookie);
  const response = await fetch(`${API_PREFIX}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { 'x-csrf-token': token } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  const parsed = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, parsed);
  return parsed;
}
