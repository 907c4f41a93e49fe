import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError, PermissionDeniedError } from '../../src/errors';
import type { RequestAuth } from '../accounts/session';
import type { User } from '../accounts/usersRepository';
import { decideAccess, SIGNED_IN, type AccessRefusal, type Need } from './decide';
import { principalOfAuth } from './principal';

const errorOf = (refusal: AccessRefusal): ApiError =>
  refusal.status === 401
    ? new ApiError(refusal.message, 401)
    : new PermissionDeniedError(refusal.message);

/** Whether the request's user may do what `need` says (to choose what to show, not to refuse). */
export const mayAccess = (auth: RequestAuth, need: Need): boolean =>
  decideAccess(principalOfAuth(auth), need).allowed;

/** Throws the 401 or 403 the decision names; the error handler answers it. */
export function assertAccess(auth: RequestAuth, need: Need): void {
  const decision = decideAccess(principalOfAuth(auth), need);
  if (!decision.allowed) throw errorOf(decision);
}

/** The signed-in user, or the 401 to answer. */
export function signedInUser(auth: RequestAuth): User {
  if (auth.user) return auth.user;
  throw errorOf(decideAccess(principalOfAuth(auth), SIGNED_IN) as AccessRefusal);
}

/** A route's preHandler for a need that does not depend on the path (no store to look up first). */
export const accessHook =
  (need: Need): preHandlerAsyncHookHandler =>
  async (request: FastifyRequest) =>
    assertAccess(request.auth, need);
