import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { ApiError, PermissionDeniedError, ValidationError } from '../../src/errors';
import { IMPERSONATION_MESSAGES } from '../../src/backOffice/impersonation';
import {
  ACCOUNT_MESSAGES,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmPasswordRequestSchema,
  eulaAcceptRequestSchema,
  resendVerificationRequestSchema,
  SESSION_MESSAGES,
  twoFactorConfirmRequestSchema,
  verifyEmailRequestSchema,
  type AccountSettings,
  type SessionState,
} from '../../src/model';
import type { AppContext } from '../context';
import type { AccountMailer } from './accountMail';
import { accountHome } from './accountHome';
import { canResendVerification, sendVerification } from './emailVerification';
import { assertStrongPassword } from './passwordStrength';
import { hashPassword, verifyPassword } from './passwords';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes';
import { startSession, type SessionDeps } from './session';
import { hashToken } from './tokens';
import { newTwoFactorSecret, twoFactorUri, verifyTwoFactorCode } from './twoFactor';
import type { User } from './usersRepository';

export const SIGN_IN_MESSAGE = 'Please sign in to continue';

interface Shared {
  deps: SessionDeps;
  mailer: AccountMailer;
  perIp: object;
  origin: (request: FastifyRequest) => string;
  state: (request: FastifyRequest, redirect?: string) => SessionState;
}

const field = (name: string, message: string) =>
  new ValidationError(message, [{ field: name, message }]);

/**
 * Email verification, the EULA and account settings (issue 16). Every change of what a
 * session may do (verified, password, email, two-factor) starts a new session id.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, shared: Shared) {
  const { deps, mailer, perIp, origin, state } = shared;
  const { users, sessions } = ctx.repos;

  const signedIn = (request: FastifyRequest): User => {
    if (!request.auth.user) throw new ApiError(SIGN_IN_MESSAGE, 401);
    return request.auth.user;
  };
  /**
   * The account's owner themself: staff signed in as a seller may not change the seller's
   * email, password, two-factor or sessions (src/backOffice/impersonation.ts).
   */
  const accountOwner = (request: FastifyRequest): User => {
    const user = signedIn(request);
    if (request.auth.session?.impersonatorUserId != null)
      throw new PermissionDeniedError(IMPERSONATION_MESSAGES.accountLocked);
    return user;
  };
  const renew = (request: FastifyRequest, reply: FastifyReply, userId: number) =>
    startSession(request, reply, deps, userId);

  /** The confirm-password overlay's check: the password, and a second factor when on. */
  async function confirmPassword(user: User, body: unknown): Promise<void> {
    const input = confirmPasswordRequestSchema.parse(body);
    if (!(await verifyPassword(user.passwordHash, input.password)))
      throw field('password', ACCOUNT_MESSAGES.wrongPassword);
    if (!user.twoFactorSecret) return;
    if (input.recoveryCode) {
      if (!(await users.useRecoveryCode(user.id, hashRecoveryCode(input.recoveryCode))))
        throw field('recoveryCode', SESSION_MESSAGES.recoveryCode);
      return;
    }
    if (
      !input.twoFactorAuthCode ||
      !verifyTwoFactorCode(user.twoFactorSecret, input.twoFactorAuthCode)
    )
      throw field('twoFactorAuthCode', SESSION_MESSAGES.twoFactor);
  }

  /**
   * The mailed link: proves the address, so it verifies the account and signs its owner in
   * (a new session id, whoever was signed in on this browser before).
   */
  app.post('/dashboard/secure/verify-email/', perIp, async (request, reply) => {
    const { token } = verifyEmailRequestSchema.parse(request.body);
    const userId = await users.consumeEmailVerification(hashToken(token));
    if (userId === null) throw field('token', ACCOUNT_MESSAGES.verificationLink);
    await renew(request, reply, userId);
    const user = signedIn(request);
    return {
      ...state(request, await accountHome(ctx, request, user)),
      message: ACCOUNT_MESSAGES.verified,
    };
  });

  /**
   * A new link, once a minute: for the signed-in user (told when it is too soon), or by
   * address when signed out, answered the same whether or not the address has an
   * unverified account (and then sent only when it has and the minute has passed).
   */
  app.post('/dashboard/secure/verify-email/resend/', perIp, async (request) => {
    const { email } = resendVerificationRequestSchema.parse(request.body ?? {});
    const signedInUser = request.auth.user;
    const user = signedInUser ?? (email ? await users.findByEmail(email) : null);
    if (!signedInUser && !email) throw field('email', SESSION_MESSAGES.required);
    if (signedInUser?.verified) return { message: ACCOUNT_MESSAGES.verified };
    const mayResend =
      user !== null &&
      !user.verified &&
      canResendVerification(await users.lastEmailVerificationAt(user.id), Date.now());
    if (signedInUser && !mayResend) throw new ApiError(ACCOUNT_MESSAGES.verificationCoolDown, 429);
    if (user && mayResend)
      await sendVerification(ctx.repos, mailer, user.id, user.email, origin(request));
    return { message: ACCOUNT_MESSAGES.verificationSent };
  });

  // Signing the EULA opens the dashboard to the session: a new session id, as for every
  // change of what a session may do.
  app.post('/dashboard/secure/eula/', perIp, async (request, reply) => {
    const user = signedIn(request);
    const { version } = eulaAcceptRequestSchema.parse(request.body);
    await users.signEula(user.id, version, new Date().toISOString());
    await renew(request, reply, user.id);
    return state(request, await accountHome(ctx, request, user));
  });

  app.get('/dashboard/secure/account/', async (request): Promise<AccountSettings> => {
    const user = signedIn(request);
    const current = request.auth.session?.publicId;
    const [list, recoveryCodesLeft] = await Promise.all([
      sessions.listForUser(user.id),
      users.recoveryCodesLeft(user.id),
    ]);
    return {
      email: user.email,
      verified: user.verified,
      twoFactor: user.twoFactorSecret !== null,
      recoveryCodesLeft,
      eulaVersion: user.eulaVersion,
      sessions: list.map((session) => ({
        id: session.publicId,
        userAgent: session.userAgent ?? '',
        createdAt: session.createdAt ?? '',
        current: session.publicId === current,
      })),
    };
  });

  app.post('/dashboard/secure/account/email/', perIp, async (request, reply) => {
    const user = accountOwner(request);
    const body = changeEmailRequestSchema.parse(request.body);
    if (!(await verifyPassword(user.passwordHash, body.password)))
      throw field('password', ACCOUNT_MESSAGES.wrongPassword);
    const owner = await users.findByEmail(body.email);
    if (owner && owner.id !== user.id)
      throw field('email', 'An account with this email address already exists');
    await users.setEmail(user.id, body.email);
    await renew(request, reply, user.id);
    await sendVerification(ctx.repos, mailer, user.id, body.email, origin(request));
    return state(request);
  });

  app.post('/dashboard/secure/account/password/', perIp, async (request, reply) => {
    const user = accountOwner(request);
    const body = changePasswordRequestSchema.parse(request.body);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
      throw field('currentPassword', ACCOUNT_MESSAGES.wrongPassword);
    assertStrongPassword(body.password, [user.email, user.firstName, user.lastName]);
    await users.setPasswordHash(user.id, await hashPassword(body.password));
    const auth = await renew(request, reply, user.id);
    await sessions.deleteForUser(user.id, auth.session?.tokenHash ?? null);
    return state(request);
  });

  /** Step one: a pending secret, as text, URI and QR code; nothing changes until confirmed. */
  app.post('/dashboard/secure/two-factor/enable/', perIp, async (request) => {
    const user = accountOwner(request);
    await confirmPassword(user, request.body);
    const secret = newTwoFactorSecret();
    await users.setTwoFactorPendingSecret(user.id, secret);
    const uri = twoFactorUri(secret, user.email);
    return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
  });

  /** Step two: a code from the app turns it on and answers the recovery codes, once. */
  app.post('/dashboard/secure/two-factor/confirm/', perIp, async (request, reply) => {
    const user = accountOwner(request);
    const { code } = twoFactorConfirmRequestSchema.parse(request.body);
    if (!user.twoFactorPendingSecret) throw field('code', ACCOUNT_MESSAGES.twoFactorNotStarted);
    if (!verifyTwoFactorCode(user.twoFactorPendingSecret, code))
      throw field('code', SESSION_MESSAGES.twoFactor);
    const recoveryCodes = newRecoveryCodes();
    await users.setTwoFactorSecret(user.id, user.twoFactorPendingSecret);
    await users.setTwoFactorPendingSecret(user.id, null);
    await users.setRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
    await renew(request, reply, user.id);
    return { recoveryCodes };
  });

  app.post('/dashboard/secure/two-factor/disable/', perIp, async (request, reply) => {
    const user = accountOwner(request);
    if (!user.twoFactorSecret) throw field('password', ACCOUNT_MESSAGES.twoFactorOff);
    await confirmPassword(user, request.body);
    await users.setTwoFactorSecret(user.id, null);
    await users.setRecoveryCodes(user.id, []);
    await renew(request, reply, user.id);
    return state(request, await accountHome(ctx, request, user));
  });

  app.post('/dashboard/secure/two-factor/recovery-codes/', perIp, async (request) => {
    const user = accountOwner(request);
    if (!user.twoFactorSecret) throw field('password', ACCOUNT_MESSAGES.twoFactorOff);
    await confirmPassword(user, request.body);
    const recoveryCodes = newRecoveryCodes();
    await users.setRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
    return { recoveryCodes };
  });

  app.post('/dashboard/secure/sessions/end-others/', perIp, async (request) => {
    const user = accountOwner(request);
    await sessions.deleteForUser(user.id, request.auth.session?.tokenHash ?? null);
    return { message: 'Your other sessions have been ended' };
  });

  app.delete<{ Params: { id: string } }>(
    '/dashboard/secure/sessions/:id/',
    perIp,
    async (request) => {
      const user = accountOwner(request);
      if (!(await sessions.deleteByPublicId(user.id, request.params.id)))
        throw new ApiError('We were unable to find this session', 404);
      return { message: 'The session has been ended' };
    },
  );
}
