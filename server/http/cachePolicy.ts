import type { FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE } from '../../src/currency';

/**
 * Who may keep an answer. A storefront read by a visitor with no session shows nothing
 * personal (empty baskets, no account), so shared caches may keep it a minute and serve
 * it stale for ten while they refresh it; everything tied to a session stays private.
 * `Vary: Cookie` because a session or currency cookie changes the answer.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Nothing in the answer depends on who asks: no session and no currency choice. */
export function isShareable(request: Pick<FastifyRequest, 'auth' | 'cookies'>): boolean {
  return request.auth.session === null && request.cookies[CURRENCY_COOKIE] === undefined;
}

export function applyCachePolicy(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Cookie');
  reply.header(
    'cache-control',
    isShareable(request) ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
  );
}
