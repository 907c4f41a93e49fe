import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PermissionDeniedError } from '../../src/errors';
import { newToken, sameSecret } from '../auth/tokens';
import { CSRF_HEADER, isHttps, XSRF_COOKIE, xsrfCookieOptions } from './cookies';

/**
 * Double-submit CSRF (storefront section 7): every response makes sure the browser holds
 * an XSRF-TOKEN cookie; every state-changing request must echo it in X-CSRF-TOKEN. A
 * page on another site can make the browser send the cookie but cannot read it to set
 * the header.
 *
 * Exempt: POST /omnis/v3/event-collector/ is sent without credentials by design
 * (storefront section 7), so it carries no cookie to protect and changes no one's state.
 */
export const CSRF_MESSAGE = 'Your session has expired. Please refresh the page and try again.';
export const CSRF_EXEMPT_PATHS = new Set(['/omnis/v3/event-collector/']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The XSRF token in force for this browser (from its cookie, or just issued). */
    xsrfToken: string;
  }
}

export function isCsrfProtected(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.url.split('?')[0] ?? '';
  return !CSRF_EXEMPT_PATHS.has(path);
}

export function registerCsrf(app: FastifyInstance): void {
  app.decorateRequest('xsrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const hasCookie = typeof cookie === 'string' && cookie.length >= 32;
    // Issued before the check, so a refused first request still leaves the browser able to retry.
    request.xsrfToken = hasCookie ? cookie : newToken();
    if (!hasCookie) reply.setCookie(XSRF_COOKIE, request.xsrfToken, xsrfCookieOptions(isHttps(request)));
    if (!isCsrfProtected(request)) return;
    const header = request.headers[CSRF_HEADER];
    if (!hasCookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
      throw new PermissionDeniedError(CSRF_MESSAGE);
    }
  });
}
