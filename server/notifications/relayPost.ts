import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The notification's address is one we never post to (private, loopback, not http(s)). */
export class RelayRefusedError extends Error {}

export const RELAY_TIMEOUT_MS = 5_000;

/**
 * True for an address on the public internet: ipaddr.js's `unicast` range, after
 * unwrapping IPv4-mapped IPv6. Private, loopback, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/**
 * A DNS lookup for the socket that refuses non-public answers. Checking inside the
 * connection's own lookup (rather than resolving first and connecting later) leaves no
 * gap for a name that answers a public address once and a private one the next time.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(new RelayRefusedError(`${hostname} is not a public address`), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs `body` as JSON to `url` and answers its status. No redirects are followed (a
 * redirect could point anywhere), no cookies or credentials are sent, and it gives up
 * after 5 s. `allowPrivate` is for tests and closed networks only.
 */
export function relayPost(
  url: string,
  body: unknown,
  { allowPrivate = false }: { allowPrivate?: boolean } = {},
): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return Promise.reject(new RelayRefusedError('Only http(s) addresses are posted to'));
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && !isPublicAddress(host))
    return Promise.reject(new RelayRefusedError(`${host} is not a public address`));
  const payload = JSON.stringify(body);
  const options: RequestOptions = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      'user-agent': 'omnis-notifications/1',
    },
    lookup: guardedLookup(allowPrivate),
    timeout: RELAY_TIMEOUT_MS,
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target, options, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('The address did not answer in time')));
    request.on('error', reject);
    request.end(payload);
  });
}
