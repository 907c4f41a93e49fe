import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE } from '../../src/currency';
import type { StoreCoreData } from '../../src/model';
import { ensureSession } from '../accounts/session';
import type { AppContext } from '../context';
import { buildCoreData } from './coreData';
import { storeFromRequest } from './storeFromRequest';

/**
 * The store core data for a request: the store from the path segment when given, else
 * from the Host header. Starts an anonymous session when there is none (core data
 * carries the session id, and baskets hang off it). The SSR host calls this too.
 */
export async function coreDataFor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  divisionRef?: string,
): Promise<StoreCoreData> {
  const division = await storeFromRequest(ctx, request, divisionRef);
  const session = await ensureSession(request, reply, {
    repos: ctx.repos,
    sessionTtlMs: ctx.config.sessionTtlMs,
  });
  return buildCoreData(ctx, division, request.auth, session, request.cookies[CURRENCY_COOKIE]);
}

export function registerCoreDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/frontend/getStoreCoreData/json/', (request, reply) => coreDataFor(ctx, request, reply));
  app.get<{ Params: { division: string } }>(
    '/frontend/:division/getStoreCoreData/json/',
    (request, reply) => coreDataFor(ctx, request, reply, request.params.division),
  );
}
