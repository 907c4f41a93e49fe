import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE } from '../../src/currency';
import { CONSENT_COOKIE } from '../../src/rules/consent';
import type { StoreCoreData } from '../../src/model';
import { applyCachePolicy } from '../http/cachePolicy';
import type { AppContext } from '../context';
import { applySplitTests } from '../events/splitTestRoutes';
import { createSplitTestsRepository } from '../events/splitTestsRepository';
import { buildCoreData } from './coreData';
import { storeFromRequest } from './storeFromRequest';

/**
 * The store core data for a request: the store from the path segment when given, else
 * from the Host header. Never starts a session: an anonymous reader has empty baskets
 * and an empty session id, and the first basket add or favourite creates the session
 * (docs/server-api.md, session and caching policy). The SSR host calls this too.
 */
export async function coreDataFor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  divisionRef?: string,
): Promise<StoreCoreData> {
  const division = await storeFromRequest(ctx, request, divisionRef);
  const data = await buildCoreData(ctx, division, request.auth, {
    currency: request.cookies[CURRENCY_COOKIE],
    consent: request.cookies[CONSENT_COOKIE],
  });
  applyCachePolicy(request, reply);
  // Split tests (issue 21): the visitor's variations, assigned here so SSR shows them.
  return applySplitTests(createSplitTestsRepository(ctx.db), request, reply, division, data);
}

export function registerCoreDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/frontend/getStoreCoreData/json/', (request, reply) => coreDataFor(ctx, request, reply));
  app.get<{ Params: { division: string } }>(
    '/frontend/:division/getStoreCoreData/json/',
    (request, reply) => coreDataFor(ctx, request, reply, request.params.division),
  );
}
