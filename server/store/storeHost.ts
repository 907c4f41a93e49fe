/**
 * Which store a Host header names: `{sub}.localhost` (any port) is a platform
 * subdomain; any other name may be a store's custom domain. Pure: the lookup is the
 * caller's.
 */
export type HostStoreRef =
  { kind: 'subdomain'; subdomain: string } | { kind: 'domain'; domain: string } | { kind: 'none' };

const PLATFORM_SUFFIX = '.localhost';

export function storeRefFromHost(host: string | undefined): HostStoreRef {
  if (!host) return { kind: 'none' };
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === '' || name === 'localhost' || /^[\d.]+$/.test(name) || name.startsWith('['))
    return { kind: 'none' };
  if (name.endsWith(PLATFORM_SUFFIX)) {
    const subdomain = name.slice(0, -PLATFORM_SUFFIX.length);
    return /^[a-z0-9-]+$/.test(subdomain) ? { kind: 'subdomain', subdomain } : { kind: 'none' };
  }
  return { kind: 'domain', domain: name };
}

/** The origin of a store's platform subdomain, on this request's protocol and port. */
export function storeOriginOf(
  subdomain: string,
  protocol: string,
  host: string | undefined,
): string {
  const port = /:\d+$/.exec(host ?? '')?.[0] ?? '';
  return `${protocol}://${subdomain}${PLATFORM_SUFFIX}${port}`;
}
