import type { FastifyRequest } from 'fastify';
import { DASHBOARD_PATH, HOME_PATH, signInPath } from '../../src/guards';
import type { AppContext } from '../context';
import { storeFromRequest } from '../store/storeFromRequest';
import { storeOriginOf } from '../store/storeHost';
import type { User } from './usersRepository';

/**
 * Where an account is at home once signed in, when it asked for nothing else: staff and
 * the sellers of this host's store in its dashboard, shoppers on the storefront. A seller
 * of another store (a new one, just opened on the platform's sign-up) goes to sign in on
 * their store's own address, bound for its dashboard: sessions belong to one host.
 */
export async function accountHome(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
): Promise<string> {
  if (user.internal) return DASHBOARD_PATH;
  const mine = await ctx.repos.users.divisionsOf(user.id);
  if (mine.length === 0) return HOME_PATH;
  const here = await storeFromRequest(ctx, request).catch(() => null);
  if (here && mine.includes(here.id)) return DASHBOARD_PATH;
  const own = await ctx.repos.divisions.findById(mine[0]!);
  if (!own) return HOME_PATH;
  return `${storeOriginOf(own.subdomain, request.protocol, request.headers.host)}${signInPath(DASHBOARD_PATH)}`;
}
