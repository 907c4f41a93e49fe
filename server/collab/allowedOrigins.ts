/**
 * The websocket handshake's Origin check. Browsers send cookies with a cross-site
 * websocket, so without it any site a seller visits could open their store's documents
 * in their name. A document may be opened from the store's own origins: its platform
 * host `{subdomain}.localhost` (any port), its custom domain, and the origin the server
 * itself was reached at (the dashboard is served from the same host and port as /collab).
 *
 * No Origin header at all is allowed: browsers always send one on a websocket handshake,
 * so its absence means a non-browser client (a script, another server), which could send
 * any Origin it likes anyway and still needs a session cookie to get in.
 */
export interface StoreHosts {
  subdomain: string;
  customDomain: string | null;
}

/** The Origin as a URL, or null when it is not an http(s) origin (`null`, `file://`, junk). */
function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Same origin as the server as the browser reached it: Origin's host:port equals the Host header. */
export function isServerOrigin(origin: string, host: string | undefined): boolean {
  const url = parseOrigin(origin);
  return url !== null && host !== undefined && url.host === host.trim().toLowerCase();
}

/** The Origin's hostname when it is an http(s) origin; null otherwise. */
export function originHostname(origin: string): string | null {
  return parseOrigin(origin)?.hostname ?? null;
}

export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  store: StoreHosts,
): boolean {
  if (origin === undefined) return true;
  if (isServerOrigin(origin, host)) return true;
  const hostname = originHostname(origin);
  if (hostname === null) return false;
  return (
    hostname === `${store.subdomain}.localhost` ||
    (store.customDomain !== null && hostname === store.customDomain.toLowerCase())
  );
}
