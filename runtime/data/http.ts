import { errorFromResponse } from '../../src/errors';
import {
  CSRF_HEADER,
  readBody,
  readXsrfToken,
  withQuery,
  XSRF_ISSUING_PATH,
} from '../../src/api/http';
import type { SsrApiGet } from '../../src/ssr/contract';

/** GET under /omnis/v3 from the browser, with credentials. */
export const browserGet: SsrApiGet = async (path, query) => {
  const response = await fetch(withQuery(path, query), {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  return { status: response.status, body: await readBody(response) };
};

/** POST JSON under /omnis/v3 from the browser; rejects with the typed error of src/errors. */
export async function browserPost(path: string, body: unknown): Promise<unknown> {
  if (!readXsrfToken(document.cookie))
    // Cacheable storefront pages set no cookie: the first write fetches the XSRF cookie.
    await fetch(XSRF_ISSUING_PATH, { credentials: 'include', headers: { accept: 'application/json' } });
  const token = readXsrfToken(document.cookie);
  const response = await fetch(withQuery(path), {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { [CSRF_HEADER]: token } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  const parsed = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, parsed);
  return parsed;
}
