import { ApiError, errorFromResponse } from '../src/errors';
import {
  fetchTransport,
  readXsrfToken,
  CSRF_HEADER,
  API_PREFIX,
  type Query,
} from '../src/api/transport';

/** The atlas app's calls: JSON through the shared transport (credentials, CSRF, typed errors). */
const transport = fetchTransport();

export const atlasGet = <T>(path: string, query?: Query): Promise<T> =>
  transport({ method: 'GET', path: `/atlas${path}`, query }) as Promise<T>;

export const atlasPost = <T>(path: string, body: unknown = {}): Promise<T> =>
  transport({ method: 'POST', path: `/atlas${path}`, body }) as Promise<T>;

/** Printing answers a PDF, not JSON: fetched as a blob to open in a new tab. */
export async function atlasPostPdf(path: string, body: unknown): Promise<Blob> {
  const token = readXsrfToken(document.cookie) ?? '';
  const response = await fetch(`${API_PREFIX}/atlas${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: token },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const parsed: unknown = await response.json().catch(() => null);
    throw errorFromResponse(response.status, parsed);
  }
  return response.blob();
}

export const messageOf = (error: unknown): string =>
  error instanceof ApiError
    ? error.message
    : 'Oops... looks like something went wrong. Please try again.';

/** The accounts' own calls (two-factor set-up), outside /atlas. */
export const accountPost = <T>(path: string, body: unknown = {}): Promise<T> =>
  transport({ method: 'POST', path, body }) as Promise<T>;
