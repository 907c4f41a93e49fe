import { randomUUID } from 'node:crypto';
import { STORE_ACCESS_COOKIE } from '../settings/storeAccess';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionView } from '../../src/ssr/contract';
import type { Repositories } from '../db/repos';
import type { SessionRecord } from './sessionsRepository';
import type { User } from './usersRepository';
import {
  isHttps,
  sessionCookieName,
  sessionCookieOptions,
  sessionTokenFrom,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from '../http/cookies';
import { hashToken, newToken } from './tokens';
import { API_PREFIX } from '../http/paths';
import { PermissionDeniedError } from '../../src/errors';
import {
  allowedBeforeTwoFactor,
  FORCE_TWO_FACTOR_MESSAGES,
  mustSetUpTwoFactor,
} from '../../src/backOffice/forceTwoFactor';

/** Who is asking: the browser session (if any) and its signed-in user (if any). */
export interface RequestAuth {
  session: SessionRecord | null;
  user: User | null;
  /** Division ids whose dashboard the user may use. */
  divisions: number[];
  /** The storefront-password proofs this browser holds (server/settings/storeAccess.ts). */
  storeAccess?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

const ANONYMOUS: RequestAuth = { session: null, user: null, divisions: [] };

export async function loadAuth(
  repos: Repositories,
  token: string | undefined,
): Promise<RequestAuth> {
  if (!token) return ANONYMOUS;
  const session = await repos.sessions.find(hashToken(token));
  if (!session) return ANONYMOUS;
  if (session.userId === null) return { session, user: null, divisions: [] };
  const [user, divisions] = await Promise.all([
    repos.users.findById(session.userId),
    repos.users.divisionsOf(session.userId),
  ]);
  return { session, user, divisions: user ? divisions : [] };
}

/** The signed-in user as the storefront sees it (src/ssr/contract.ts SessionView). */
export function sessionView(auth: RequestAuth): SessionView | null {
  const { user } = auth;
  if (!user) return null;
  // Staff acting as the seller are not the ones to set it up (see the hold below).
  const held = auth.session?.impersonatorUserId == null && mustSetUpTwoFactor(twoFactorState(user));
  return {
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    verified: user.verified,
    signedEula: user.signedEula,
    internal: user.internal,
    dashboardDivisions: auth.divisions,
    ...(held ? { mustSetUpTwoFactor: true } : {}),
  };
}

/** The user's forced-two-factor facts as mustSetUpTwoFactor reads them. */
export const twoFactorState = (user: User) => ({
  ...user,
  twoFactorEnabled: user.twoFactorSecret !== null,
});

/**
 * The session behind a raw Cookie header, for code outside Fastify's request cycle (the
 * collaboration server's websocket upgrade). Null when there is no signed-in user.
 */
export async function resolveSession(
  repos: Repositories,
  cookieHeader: string | undefined,
): Promise<SessionView | null> {
  if (!cookieHeader) return null;
  const cookies = fastifyCookie.parse(cookieHeader);
  return sessionView(await loadAuth(repos, sessionTokenFrom(cookies)));
}

export function registerSessions(app: FastifyInstance, repos: Repositories): void {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/assets/')
      ? undefined
      : sessionTokenFrom(request.cookies);
    const storeAccess = request.cookies[STORE_ACCESS_COOKIE];
    if (!token) {
      // Most shopper reads carry no session: answer them without a promise or a query.
      request.auth = storeAccess ? { ...ANONYMOUS, storeAccess } : ANONYMOUS;
      return done();
    }
    loadAuth(repos, token).then((auth) => {
      request.auth = storeAccess ? { ...auth, storeAccess } : auth;
      done();
    }, done);
  });
  // An account staff forced onto two-factor (atlas) changes nothing until it has set it up;
  // staff acting as the seller are not the ones to set it up, so they are let through.
  app.addHook('preHandler', async (request) => {
    const { user, session } = request.auth;
    if (!user || session?.impersonatorUserId != null) return;
    if (!mustSetUpTwoFactor(twoFactorState(user))) return;
    const path = request.url.startsWith(API_PREFIX) ? request.url.slice(API_PREFIX.length) : null;
    if (path !== null && !allowedBeforeTwoFactor(request.method, path))
      throw new PermissionDeniedError(FORCE_TWO_FACTOR_MESSAGES.setUpFirst);
  });
}

export interface SessionDeps {
  repos: Repositories;
  sessionTtlMs: number;
}

/**
 * Starts a fresh session (a new token, always: never reuse one across sign-in) for
 * `userId` (null: an anonymous shopper), ending the request's current one. The guest
 * baskets of the old session follow the user who signs in.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
  userId: number | null,
): Promise<RequestAuth> {
  const previous = request.auth.session;
  const token = newToken();
  // A renewed impersonation (the EULA, a verified email) stays one, with its own end.
  const impersonated =
    previous?.impersonatorUserId != null && previous.userId === userId ? previous : null;
  const record: SessionRecord = {
    tokenHash: hashToken(token),
    publicId: randomUUID(),
    userId,
    expiresAt: impersonated
      ? impersonated.expiresAt
      : new Date(Date.now() + deps.sessionTtlMs).toISOString(),
    userAgent: request.headers['user-agent'] ?? '',
    impersonatorUserId: impersonated?.impersonatorUserId ?? null,
  };
  await deps.repos.sessions.create(record);
  if (previous) {
    if (userId !== null) await deps.repos.baskets.adopt(previous.publicId, userId);
    // Designs kept in the session until sign-in move to the account with the basket.
    if (userId !== null) await deps.repos.designs.adopt(previous.publicId, userId);
    await deps.repos.sessions.delete(previous.tokenHash);
  }
  const https = isHttps(request);
  reply.setCookie(
    sessionCookieName(https),
    token,
    sessionCookieOptions(https, Math.floor(deps.sessionTtlMs / 1000)),
  );
  // Later in-process calls of this request (the SSR host's API gets) must see the new session.
  delete request.cookies[SESSION_COOKIE];
  delete request.cookies[SECURE_SESSION_COOKIE];
  request.cookies[sessionCookieName(https)] = token;
  request.auth = await loadAuth(deps.repos, token);
  return request.auth;
}

/** The request's session, starting an anonymous one when there is none (baskets need it). */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
): Promise<SessionRecord> {
  if (request.auth.session) return request.auth.session;
  const auth = await startSession(request, reply, deps, null);
  if (!auth.session) throw new Error('A session just created could not be read back');
  return auth.session;
}

export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  repos: Repositories,
): Promise<void> {
  if (request.auth.session) await repos.sessions.delete(request.auth.session.tokenHash);
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
    reply.clearCookie(name, { path: '/' });
  }
  request.auth = ANONYMOUS;
}
