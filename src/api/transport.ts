import { errorFromResponse, type FailureMessages } from '../errors';
import {
  CSRF_HEADER,
  readBody,
  readXsrfToken,
  withQuery,
  XSRF_ISSUING_PATH,
  type Query,
} from './http';

/**
 * How the /omnis/v3 client talks HTTP. `fetchTransport` is the real one (browser, or
 * Node with a cookie jar); tests hand the client a fake. Every state-changing request
 * carries the XSRF cookie's value in X-CSRF-TOKEN.
 */
export { API_PREFIX, CSRF_HEADER, XSRF_COOKIE, readXsrfToken, withQuery, type Query } from './http';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /omnis/v3, e.g. `/divisions/demo/pages/`. */
  path: string;
  query?: Query;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** Page calls map failures to the page messages (`PAGE_FAILURE_MESSAGES` of src/errors). */
  messages?: FailureMessages;
  /** `omit` for calls the spec sends without credentials (event collector). */
  credentials?: 'include' | 'omit';
  signal?: AbortSignal;
  /** Extra request headers (the live chat's shopper token). */
  headers?: Record<string, string>;
}

/** Resolves with the parsed JSON body of a 2xx answer; rejects with a typed src/errors error. */
export type Transport = (request: ApiRequest) => Promise<unknown>;

/** Where a Node caller keeps cookies between calls (a browser keeps its own). */
export interface CookieJar {
  header(): string;
  store(setCookieHeaders: string[]): void;
}

export function memoryCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(lines) {
      for (const line of lines) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

export interface FetchTransportOptions {
  /** Scheme, host and port; '' (the default) means the current page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Node only: cookies to send and keep. In a browser the cookie store does this. */
  jar?: CookieJar;
}

export function fetchTransport(options: FetchTransportOptions = {}): Transport {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  return async (request) => {
    const readCookies = () =>
      options.jar?.header() ?? (typeof document === 'undefined' ? '' : document.cookie);
    let cookieHeader = readCookies();
    let token = readXsrfToken(cookieHeader);
    if (request.method !== 'GET' && !token && request.credentials !== 'omit') {
      // A first write after cacheable pages (which set no cookie): fetch the XSRF cookie first.
      const issued = await doFetch(`${baseUrl}${XSRF_ISSUING_PATH}`, {
        headers: {
          accept: 'application/json',
          ...(cookieHeader && options.jar ? { cookie: cookieHeader } : {}),
        },
        credentials: 'include',
      });
      options.jar?.store(issued.headers.getSetCookie?.() ?? []);
      cookieHeader = readCookies();
      token = readXsrfToken(cookieHeader);
    }
    const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
    if (options.jar && request.credentials !== 'omit' && cookieHeader)
      headers.cookie = cookieHeader;
    if (request.method !== 'GET' && token && request.credentials !== 'omit')
      headers[CSRF_HEADER] = token;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await doFetch(`${baseUrl}${withQuery(request.path, request.query)}`, {
      method: request.method,
      headers,
      body,
      credentials: request.credentials ?? 'include',
      ...(request.signal ? { signal: request.signal } : {}),
    });
    options.jar?.store(response.headers.getSetCookie?.() ?? []);
    const parsed = await readBody(response);
    if (!response.ok) throw errorFromResponse(response.status, parsed, request.messages);
    return parsed;
  };
}
