import { NotFoundError } from '../../src/errors';
import type { Division } from './divisionsRepository';
import type { AppContext } from '../context';

export const STORE_NOT_FOUND_MESSAGE = 'We were unable to find this store';

/** The store named by a `{division}` path segment (code or id), or 404. */
export async function divisionFromParam(ctx: AppContext, ref: string): Promise<Division> {
  const division = await ctx.repos.divisions.findByRef(ref);
  if (!division) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
  return division;
}
