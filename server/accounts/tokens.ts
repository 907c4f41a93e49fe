import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, CSRF tokens, reset tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token: a stolen table yields no usable sessions. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two strings (CSRF header against cookie). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
