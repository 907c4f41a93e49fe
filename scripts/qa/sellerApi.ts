/**
 * A signed-in API client for QA tools and end-to-end suites, in Node: the typed
 * /omnis/v3 client over fetch with a cookie jar, signed in as a seller. The same cookies
 * can be handed to a browser context, so Chromium is signed in as that seller too.
 */
import { createApiClient, fetchTransport, memoryCookieJar, type ApiClient } from '../../src/api';
import { createPublishingClient, type PublishingClient } from '../../src/publishing/client';

/** The demo store's seller (server/seed; development and test logins). */
export const DEMO_SELLER = {
  email: 'seller@demo.localhost',
  password: 'demo-seller-password',
} as const;
export const DEMO_DIVISION = 'demo';

export interface SellerSession {
  api: ApiClient;
  /** Publishing calls (issue 14) with the same cookies. */
  publishing: PublishingClient;
  /** The session and XSRF cookies, `name=value` pairs, for a browser context. */
  cookies: () => Array<{ name: string; value: string }>;
}

/** `a=1; b=2` -> [{ name: 'a', value: '1' }, ...]. */
export function parseCookieHeader(header: string): Array<{ name: string; value: string }> {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.indexOf('=') > 0)
    .map((pair) => ({
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
    }));
}

export async function signInAsSeller(
  origin: string,
  credentials: { email: string; password: string } = DEMO_SELLER,
): Promise<SellerSession> {
  const jar = memoryCookieJar();
  const transport = fetchTransport({ baseUrl: origin, jar });
  const api = createApiClient(transport);
  // The session read issues the XSRF cookie a write needs, as a page load does.
  await api.session.get();
  await api.session.login({ email: credentials.email, password: credentials.password });
  return {
    api,
    publishing: createPublishingClient(transport),
    cookies: () => parseCookieHeader(jar.header()),
  };
}
