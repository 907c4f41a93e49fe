import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  decideAtlasEntry,
  hasPermission,
  permissionsOfStaff,
  type AtlasPermission,
} from '../../src/backOffice';
import { ApiError, PermissionDeniedError } from '../../src/errors';
import type { StaffRepository, StaffUser } from './staffRepository';

/** The staff user behind an atlas request and what their role lets them do. */
export interface AtlasStaff {
  user: StaffUser;
  permissions: readonly AtlasPermission[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an atlas route needs; a route without one is refused (see below). */
    atlasPermission?: AtlasPermission | 'enter';
  }
  interface FastifyRequest {
    atlasStaff: AtlasStaff | null;
  }
}

/** Who may enter atlas at all: the decision of src/backOffice for the request's user. */
export async function atlasStaffOf(
  request: FastifyRequest,
  staff: StaffRepository,
): Promise<AtlasStaff> {
  const user = request.auth.user;
  // Staff signed in as a seller act as that seller: atlas stays shut until they return.
  if (request.auth.session?.impersonatorUserId != null) throw new PermissionDeniedError();
  const profile = user?.internal ? await staff.find(user.id) : null;
  const decision = decideAtlasEntry({
    signedIn: user !== null,
    internal: user?.internal ?? false,
    twoFactorEnabled: user?.twoFactorSecret != null,
    status: profile?.status ?? null,
  });
  if (!decision.allowed)
    throw decision.status === 401
      ? new ApiError(decision.message, 401)
      : new PermissionDeniedError(decision.message);
  // decideAtlasEntry refuses anyone without an enabled profile, so profile is set here.
  const found = profile as StaffUser;
  return { user: found, permissions: permissionsOfStaff(found.role, found.grantedPermissions) };
}

/**
 * The staff guard of every atlas route, as a hook on the atlas scope: the user must be
 * enabled staff with two-factor on, and hold the permission the route names in its
 * config. A route that names none is refused, so a forgotten permission fails closed.
 */
export function registerAtlasGuard(scope: FastifyInstance, staff: StaffRepository): void {
  scope.decorateRequest('atlasStaff', null);
  scope.addHook('preHandler', async (request) => {
    const who = await atlasStaffOf(request, staff);
    const needed = request.routeOptions.config.atlasPermission;
    if (!needed || (needed !== 'enter' && !hasPermission(who.permissions, needed)))
      throw new PermissionDeniedError();
    request.atlasStaff = who;
  });
}

/** The guarded staff user of a request (set by the hook above). */
export function staffOf(request: FastifyRequest): AtlasStaff {
  if (!request.atlasStaff) throw new PermissionDeniedError();
  return request.atlasStaff;
}
