import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * Cookie names and options. Behind https the session cookie is Secure and carries the
 * `__Host-` prefix (the browser then refuses it from a sub-domain or another path); over
 * plain http (local development) neither is possible.
 */
export const SESSION_COOKIE = 'omnis_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Readable by client script: the double-submit CSRF token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-csrf-token';

export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

export function sessionCookieName(https: boolean): string {
  return https ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function sessionCookieOptions(
  https: boolean,
  maxAgeSeconds: number,
): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: https, maxAge: maxAgeSeconds };
}

export function xsrfCookieOptions(https: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: false, sameSite: 'lax', secure: https };
}

/** The session token from parsed cookies; the `__Host-` one wins when both exist. */
export function sessionTokenFrom(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}
