import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../src/errors';
import type { AppContext } from '../context';
import type { Division } from './divisionsRepository';
import { STORE_NOT_FOUND_MESSAGE } from './divisionParam';
import { storeRefFromHost } from './storeHost';

/**
 * The store a request is for: an explicit reference (path segment or body field) first,
 * else the Host header (subdomain or custom domain), else the configured default store.
 */
export async function storeFromRequest(
  ctx: AppContext,
  request: FastifyRequest,
  explicit?: string | number | null,
): Promise<Division> {
  const { divisions } = ctx.repos;
  let division: Division | null = null;
  if (explicit !== undefined && explicit !== null && String(explicit) !== '') {
    division = await divisions.findByRef(String(explicit));
  } else {
    const ref = storeRefFromHost(request.headers.host);
    if (ref.kind === 'subdomain') division = await divisions.findBySubdomain(ref.subdomain);
    else if (ref.kind === 'domain') division = await divisions.findByCustomDomain(ref.domain);
    else if (ctx.config.defaultStore) division = await divisions.findByRef(ctx.config.defaultStore);
  }
  if (!division) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
  return division;
}
