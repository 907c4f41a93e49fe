import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  decideImpersonation,
  IMPERSONATION_MESSAGES,
  IMPERSONATION_TTL_MS,
  idParamsSchema,
} from '../../src/backOffice';
import { ApiError, NotFoundError, PermissionDeniedError } from '../../src/errors';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { fromFlag } from '../db/rows';
import {
  isHttps,
  sessionCookieName,
  sessionCookieOptions,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from '../http/cookies';
import { hashToken, newToken } from '../accounts/tokens';
import type { AuditRepository } from './auditRepository';
import { scheduleImpersonationSweep } from './impersonationExpiry';
import { staffOf } from './guard';

/** What the dashboard banner asks: is this session staff acting as a seller? */
export type ImpersonationState =
  | { impersonating: false }
  | {
      impersonating: true;
      seller: { id: number; email: string; name: string };
      staffEmail: string;
      endsAt: string;
    };

interface Deps {
  ctx: AppContext;
  audit: AuditRepository;
  now: () => string;
}

const displayName = (row: { first_name: string; last_name: string; email: string }) =>
  `${row.first_name} ${row.last_name}`.trim() || row.email;

/** Writes a new session row in the transaction and answers its cookie token. */
async function insertSession(
  trx: Transaction<Database>,
  request: FastifyRequest,
  userId: number,
  expiresAt: string,
  impersonatorUserId: number | null,
): Promise<string> {
  const token = newToken();
  await trx
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      public_id: randomUUID(),
      user_id: userId,
      created_at: new Date().toISOString(),
      expires_at: expiresAt,
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 300),
      impersonator_user_id: impersonatorUserId,
    })
    .execute();
  return token;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ms: number) {
  const https = isHttps(request);
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE])
    if (name !== sessionCookieName(https)) reply.clearCookie(name, { path: '/' });
  reply.setCookie(
    sessionCookieName(https),
    token,
    sessionCookieOptions(https, Math.floor(ms / 1000)),
  );
}

/**
 * Start: inside the guarded atlas scope (permission `sellers.impersonate`). The staff
 * session ends and a 30-minute session for the seller begins, naming the staff user; the
 * new session and the audit row are one transaction.
 */
export function registerImpersonationStart(scope: FastifyInstance, deps: Deps): void {
  const { ctx, audit, now } = deps;
  scope.post(
    '/customers/:id/impersonate/',
    { config: { atlasPermission: 'sellers.impersonate' } },
    async (request, reply) => {
      const { id } = idParamsSchema.parse(request.params);
      const who = staffOf(request);
      const current = request.auth.session;
      if (!current) throw new PermissionDeniedError();
      const { token, endsAt } = await ctx.db.transaction().execute(async (trx) => {
        const target = await trx
          .selectFrom('users')
          .select(['id', 'email', 'first_name', 'last_name', 'internal'])
          .where('id', '=', id)
          .executeTakeFirst();
        const stores = target
          ? await trx
              .selectFrom('user_divisions')
              .select('division_id')
              .where('user_id', '=', id)
              .execute()
          : [];
        const decision = decideImpersonation({
          exists: target !== undefined,
          internal: target ? fromFlag(target.internal) : false,
          stores: stores.length,
        });
        if (!decision.allowed)
          throw decision.status === 404
            ? new NotFoundError(decision.message)
            : new PermissionDeniedError(decision.message);
        const seller = target as NonNullable<typeof target>;
        const startedAt = now();
        const endsAt = new Date(Date.now() + IMPERSONATION_TTL_MS).toISOString();
        const sellerToken = await insertSession(trx, request, seller.id, endsAt, who.user.id);
        await trx.deleteFrom('sessions').where('token_hash', '=', current.tokenHash).execute();
        await audit.append(trx, {
          staffUserId: who.user.id,
          staffEmail: who.user.email,
          action: 'seller.impersonate.start',
          subjectType: 'user',
          subjectId: seller.id,
          before: null,
          after: { seller: seller.email, startedAt, endsAt },
          createdAt: startedAt,
        });
        return { token: sellerToken, endsAt };
      });
      await scheduleImpersonationSweep(ctx, endsAt);
      setSessionCookie(request, reply, token, IMPERSONATION_TTL_MS);
      return { redirect: '/dashboard/' };
    },
  );
}

/**
 * The banner's state and the way back, outside atlas (an impersonated session cannot
 * enter atlas): ending writes the audit row and starts a fresh session for the staff
 * user in one transaction.
 */
export function registerImpersonationReturn(api: FastifyInstance, deps: Deps): void {
  const { ctx, audit, now } = deps;
  api.get('/impersonation/', async (request, reply): Promise<ImpersonationState> => {
    reply.header('cache-control', 'no-store');
    const { session, user } = request.auth;
    if (!session || !user || session.impersonatorUserId == null) return { impersonating: false };
    const staff = await ctx.repos.users.findById(session.impersonatorUserId);
    return {
      impersonating: true,
      seller: {
        id: user.id,
        email: user.email,
        name: displayName({ first_name: user.firstName, last_name: user.lastName, ...user }),
      },
      staffEmail: staff?.email ?? '',
      endsAt: session.expiresAt,
    };
  });

  api.post('/impersonation/end/', async (request, reply) => {
    const { session, user } = request.auth;
    if (!session || !user || session.impersonatorUserId == null)
      throw new ApiError(IMPERSONATION_MESSAGES.notImpersonating, 400);
    const staffId = session.impersonatorUserId;
    const staff = await ctx.repos.users.findById(staffId);
    if (!staff) throw new PermissionDeniedError();
    const ttl = ctx.config.sessionTtlMs;
    const token = await ctx.db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('sessions')
        .where('token_hash', '=', session.tokenHash)
        .executeTakeFirst();
      // A second click (another tab) finds the session already ended.
      if (Number(gone.numDeletedRows) === 0)
        throw new ApiError(IMPERSONATION_MESSAGES.notImpersonating, 400);
      const staffToken = await insertSession(
        trx,
        request,
        staffId,
        new Date(Date.now() + ttl).toISOString(),
        null,
      );
      await audit.append(trx, {
        staffUserId: staffId,
        staffEmail: staff.email,
        action: 'seller.impersonate.end',
        subjectType: 'user',
        subjectId: user.id,
        before: { seller: user.email },
        after: null,
        createdAt: now(),
      });
      return staffToken;
    });
    setSessionCookie(request, reply, token, ttl);
    return { redirect: '/atlas/' };
  });
}
