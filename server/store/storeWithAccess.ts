import { z } from 'zod';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import type { Division } from './divisionsRepository';
import { divisionFromParam } from './divisionParam';

const divisionParams = z.object({ division: z.string().min(1) });

/**
 * The store a `/divisions/{division}/…` route names, once `auth` may read or write it:
 * 404 for an unknown store, 401 signed out, 403 for someone else's store.
 */
export async function storeWithAccess(
  ctx: AppContext,
  params: unknown,
  auth: Parameters<typeof assertAccess>[0],
  need: 'read' | 'write',
): Promise<Division> {
  const division = await divisionFromParam(ctx, divisionParams.parse(params).division);
  assertAccess(auth, divisionNeed(division.id, need));
  return division;
}
