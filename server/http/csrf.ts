import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PermissionDeniedError } from '../../src/errors';
import { newToken, sameSecret } from '../accounts/tokens';
import { CSRF_HEADER, isHttps, XSRF_COOKIE, xsrfCookieOptions } from './cookies';

/**
 * Double-submit CSRF: the session read, the dashboard and every write make sure the
 * browser holds an XSRF-TOKEN cookie (storefront pages skip it to stay cacheable; a
 * client reads the session before its first write); every state-changing request must echo it in X-CSRF-TOKEN. A
 * page on another site can make the browser send the cookie but cannot read it to set
 * the header.
 *
 * Exempt: POST /omnis/v3/event-collector/ is sent without credentials by design, and
 * /omnis/v3/events/logEvent/ goes by sendBeacon on page hide (no header can be set); both
 * only append anonymous analytics events. The collector
 * carries no cookie to protect and changes no one's state.
 */
export const CSRF_MESSAGE = 'Your session has expired. Please refresh the page and try again.';
// Processors' webhooks carry their own signature instead of a browser's CSRF token; a
// list mail's one-click unsubscribe (RFC 8058) carries its own secret token and no cookie.
export const CSRF_EXEMPT_PATHS = new Set([
  '/omnis/v3/event-collector/',
  '/omnis/v3/events/logEvent/',
  '/omnis/v3/mailing-lists/unsubscribe/',
  '/omnis/v3/checkout/webhooks/stripe/',
  '/omnis/v3/checkout/webhooks/test/',
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The XSRF token in force for this browser (from its cookie, or just issued; '' when none). */
    xsrfToken: string;
  }
}

/**
 * Where a browser gets its XSRF cookie: the session read, the dashboard's pages and any
 * write. Storefront pages and core data do not set it: they stay cacheable by shared
 * caches (a Set-Cookie would make them private), and the client reads the session
 * before its first write (src/api/http.ts XSRF_ISSUING_PATH).
 */
const ISSUING_API_READS = /^\/omnis\/v3\/dashboard\/secure\/get\/?$/;
const ISSUING_PAGES = /^\/(dashboard|atlas)(\/|$)/;

export function issuesXsrfCookie(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (!SAFE_METHODS.has(request.method)) return true;
  const path = request.url.split('?')[0] ?? '';
  return ISSUING_API_READS.test(path) || ISSUING_PAGES.test(path);
}

export function isCsrfProtected(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.url.split('?')[0] ?? '';
  return !CSRF_EXEMPT_PATHS.has(path);
}

export function registerCsrf(app: FastifyInstance): void {
  app.decorateRequest('xsrfToken', '');
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const hasCookie = typeof cookie === 'string' && cookie.length >= 32;
    // Issued before the check, so a refused first request still leaves the browser able to retry.
    if (hasCookie) request.xsrfToken = cookie;
    else if (issuesXsrfCookie(request)) {
      request.xsrfToken = newToken();
      reply.setCookie(XSRF_COOKIE, request.xsrfToken, xsrfCookieOptions(isHttps(request)));
    }
    if (!isCsrfProtected(request)) return done();
    const header = request.headers[CSRF_HEADER];
    if (!hasCookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
      return done(new PermissionDeniedError(CSRF_MESSAGE));
    }
    done();
  });
}
