import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The storefront password's proof (issue 18): after the right password a shopper's
 * browser keeps a cookie holding an HMAC of the store's id keyed by the password's hash.
 * The hash never leaves the server, so the cookie cannot be forged, and changing the
 * password (a new salted hash) ends every earlier proof.
 */
export const STORE_ACCESS_COOKIE = 'store_access';
export const STORE_ACCESS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const proofFor = (divisionId: number, passwordHash: string): string =>
  `${divisionId}.${createHmac('sha256', passwordHash).update(`store-access:${divisionId}`).digest('base64url')}`;

export function storeAccessProof(divisionId: number, passwordHash: string): string {
  return proofFor(divisionId, passwordHash);
}

/** Does the cookie value (one proof per store, space-separated) unlock this store? */
export function unlocksStore(
  cookie: string | null | undefined,
  division: { id: number; storePasswordHash: string | null },
): boolean {
  if (!cookie || !division.storePasswordHash) return false;
  const expected = Buffer.from(proofFor(division.id, division.storePasswordHash));
  return cookie.split(' ').some((proof) => {
    const given = Buffer.from(proof);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The cookie's new value with this store's proof (others kept, at most 20 stores). */
export function withProof(cookie: string | null | undefined, proof: string): string {
  const storePrefix = `${proof.split('.')[0]}.`;
  const others = (cookie ?? '')
    .split(' ')
    .filter((entry) => entry !== '' && !entry.startsWith(storePrefix));
  return [...others.slice(-19), proof].join(' ');
}
