import { request as httpRequest } from 'node:http';

/**
 * A tiny browser for integration tests: real HTTP with fetch, a cookie jar, and the
 * double-submit CSRF header the storefront client sends (X-CSRF-TOKEN from XSRF-TOKEN).
 */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface SendOptions {
  /** Send X-CSRF-TOKEN (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
  /** A raw body instead of JSON (malformed JSON, multipart). */
  raw?: string | Buffer | FormData;
  contentType?: string;
}

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch cannot set Host (a forbidden header): node:http can, for store-by-host tests. */
  private viaHttp(
    method: string,
    path: string,
    headers: Record<string, string>,
  ): Promise<Response> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${this.baseUrl}${path}`, { method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
              responseHeaders.append(name, each);
          }
          resolve(
            new Response(Buffer.concat(chunks), {
              status: incoming.statusCode ?? 0,
              headers: responseHeaders,
            }),
          );
        });
      });
      request.on('error', reject);
      request.end();
    });
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: SendOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.csrf !== false && xsrf && method !== 'GET') headers['x-csrf-token'] = xsrf;
    let payload: string | Buffer | FormData | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      if (options.contentType) headers['content-type'] = options.contentType;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response =
      headers.host !== undefined && payload === undefined
        ? await this.viaHttp(method, path, headers)
        : await fetch(`${this.baseUrl}${path}`, {
            method,
            headers,
            body: payload as BodyInit | undefined,
            redirect: 'manual',
          });
    this.remember(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text !== '')
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = unknown>(path: string, options?: SendOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: SendOptions) {
    return this.request<T>('POST', path, body ?? {}, options);
  }
  patch<T = unknown>(path: string, body?: unknown, options?: SendOptions) {
    return this.request<T>('PATCH', path, body, options);
  }
  delete<T = unknown>(path: string, options?: SendOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /** Picks up the XSRF cookie the way a page load does. */
  async visit(): Promise<void> {
    await this.get('/omnis/v3/dashboard/secure/get/');
  }

  async signIn(
    email: string,
    password: string,
    extra: Record<string, unknown> = {},
  ): Promise<Answer> {
    await this.visit();
    return this.post('/omnis/v3/dashboard/secure/login/', { email, password, ...extra });
  }
}
