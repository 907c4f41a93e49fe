import { Resolver } from 'node:dns/promises';

/** What DNS says about a name: its CNAME targets and its IPv4 addresses (empty when none). */
export interface DnsAnswer {
  cnames: string[];
  addresses: string[];
}

export type DnsLookup = (name: string) => Promise<DnsAnswer>;

/** Where custom domains point: the store's platform host (CNAME) or our address (A). */
export interface DnsTarget {
  host: string;
  address: string;
}

/** The address an apex domain's A record names: `STORE_DNS_ADDRESS`, else loopback. */
export const dnsAddressFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  env.STORE_DNS_ADDRESS?.trim() || '127.0.0.1';

/** Asks DNS (node:dns, 3 s, one try) for a name's CNAME and A records; a missing one is empty. */
export const nodeDnsLookup: DnsLookup = async (name) => {
  const resolver = new Resolver({ timeout: 3000, tries: 1 });
  const none = () => [] as string[];
  const [cnames, addresses] = await Promise.all([
    resolver.resolveCname(name).catch(none),
    resolver.resolve4(name).catch(none),
  ]);
  return { cnames, addresses };
};
