import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, ValidationError } from '../../src/errors';
import {
  customerCreateRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  recoveryLoginRequestSchema,
  resetPasswordRequestSchema,
  SESSION_MESSAGES,
  type SessionState,
} from '../../src/model';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './accountLimiter';
import { CAPTCHA_MESSAGE, type CaptchaTokens } from './captcha';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes';
import { safeRedirect } from './redirect';
import { endSession, sessionView, startSession, type SessionDeps } from './session';
import { hashToken, newToken } from './tokens';
import { newTwoFactorSecret, twoFactorUri, verifyTwoFactorCode } from './twoFactor';
import type { AppContext } from '../context';
import type { User } from './usersRepository';

/** Session routes of storefront section 7 (plus forgot-password and two-factor set-up). */
export const BAD_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const TWO_FACTOR_NEEDED_MESSAGE = 'Enter the authentication code from your app';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists';
export const RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired';
export const RESET_SENT_MESSAGE =
  'If an account exists for this address, we have sent a password reset link';
const RESET_TTL_MS = 60 * 60 * 1000;

const field = (name: string, message: string) =>
  new ValidationError(message, [{ field: name, message }]);

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps: SessionDeps = { repos: ctx.repos, sessionTtlMs: ctx.config.sessionTtlMs };
  const perIp = {
    config: {
      rateLimit: {
        max: ctx.config.loginPerIp.max,
        timeWindow: ctx.config.loginPerIp.windowMs,
        errorResponseBuilder: () => new ApiError(TOO_MANY_ATTEMPTS_MESSAGE, 429),
      },
    },
  };

  const state = (request: FastifyRequest, redirect?: string): SessionState => ({
    user: sessionView(request.auth),
    sessionId: request.auth.session?.publicId ?? null,
    ...(redirect !== undefined ? { redirect } : {}),
  });

  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  async function checkCaptcha(request: FastifyRequest, tokens: CaptchaTokens) {
    if (!(await ctx.config.captcha.verify(tokens, request.ip)))
      throw field('captcha', CAPTCHA_MESSAGE);
  }

  /**
   * Email and password, the same answer for an unknown email and a wrong password (and
   * the same work: argon2 runs either way). Failures count against the account.
   */
  async function checkCredentials(email: string, password: string): Promise<User> {
    if (ctx.accountLimiter.isBlocked(email)) throw new ApiError(TOO_MANY_ATTEMPTS_MESSAGE, 429);
    const user = await ctx.repos.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      ctx.accountLimiter.recordFailure(email);
      throw field('email', BAD_CREDENTIALS_MESSAGE);
    }
    return user;
  }

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    redirectUri: string | null | undefined,
  ) {
    ctx.accountLimiter.reset(user.email);
    await startSession(request, reply, deps, user.id);
    return state(
      request,
      safeRedirect(
        redirectUri ?? (request.query as Record<string, string>).redirect_uri,
        origin(request),
      ),
    );
  }

  app.get('/dashboard/secure/get/', async (request) => state(request));

  // A fresh ALTCHA challenge for the widget; never cached, each is solved once.
  app.get('/captcha/challenge/', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ctx.config.captcha.challenge();
  });

  app.post('/dashboard/secure/login/', perIp, async (request, reply) => {
    const body = loginRequestSchema.parse(request.body);
    await checkCaptcha(request, body);
    const user = await checkCredentials(body.email, body.password);
    if (user.twoFactorSecret) {
      if (!body.twoFactorAuthCode) throw field('twoFactorAuthCode', TWO_FACTOR_NEEDED_MESSAGE);
      if (!verifyTwoFactorCode(user.twoFactorSecret, body.twoFactorAuthCode)) {
        ctx.accountLimiter.recordFailure(body.email);
        throw field('twoFactorAuthCode', SESSION_MESSAGES.twoFactor);
      }
    }
    return signIn(request, reply, user, body.redirect_uri);
  });

  app.post('/dashboard/secure/recovery-login/', perIp, async (request, reply) => {
    const body = recoveryLoginRequestSchema.parse(request.body);
    await checkCaptcha(request, body);
    const user = await checkCredentials(body.email, body.password);
    if (!(await ctx.repos.users.useRecoveryCode(user.id, hashRecoveryCode(body.recoveryCode)))) {
      ctx.accountLimiter.recordFailure(body.email);
      throw field('recoveryCode', SESSION_MESSAGES.recoveryCode);
    }
    return signIn(request, reply, user, body.redirect_uri);
  });

  app.post('/dashboard/secure/logout/', async (request, reply) => {
    await endSession(request, reply, ctx.repos);
    return state(request);
  });

  app.post('/shop/customer/create/', perIp, async (request, reply) => {
    const body = customerCreateRequestSchema.parse(request.body);
    await checkCaptcha(request, body);
    if (await ctx.repos.users.findByEmail(body.email)) throw field('email', EMAIL_TAKEN_MESSAGE);
    const user = await ctx.repos.users.create({
      email: body.email,
      passwordHash: await hashPassword(body.password),
      firstName: body.firstName,
      lastName: body.lastName,
      shouldHaveStore: body.should_have_store,
      dashboardAccess: body.dashboard_access,
    });
    await startSession(request, reply, deps, user.id);
    return reply.status(201).send(state(request));
  });

  app.post('/dashboard/secure/forgot-password/', perIp, async (request) => {
    const { email } = forgotPasswordRequestSchema.parse(request.body);
    const user = await ctx.repos.users.findByEmail(email);
    if (user) {
      const token = newToken();
      await ctx.repos.users.createPasswordReset(
        user.id,
        hashToken(token),
        new Date(Date.now() + RESET_TTL_MS).toISOString(),
      );
      await ctx.repos.records.enqueueMail({
        kind: 'password-reset',
        recipient: user.email,
        subject: 'Reset your password',
        body: { link: `${origin(request)}/login/reset/?token=${token}` },
      });
    }
    return { message: RESET_SENT_MESSAGE };
  });

  app.post('/dashboard/secure/reset-password/', perIp, async (request) => {
    const body = resetPasswordRequestSchema.parse(request.body);
    const userId = await ctx.repos.users.consumePasswordReset(hashToken(body.token));
    if (userId === null) throw field('token', RESET_TOKEN_MESSAGE);
    await ctx.repos.users.setPasswordHash(userId, await hashPassword(body.password));
    return { message: 'Your password has been reset' };
  });

  /**
   * Turns on two-factor sign-in for the signed-in user after re-checking the password.
   * Answers the secret, its otpauth URI and ten recovery codes, shown once.
   */
  app.post('/dashboard/secure/two-factor/enable/', async (request) => {
    const { password } = z
      .object({ password: z.string().min(1, SESSION_MESSAGES.required) })
      .parse(request.body);
    const user = request.auth.user;
    if (!user) throw new ApiError('Please sign in to continue', 401);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw field('password', BAD_CREDENTIALS_MESSAGE);
    const secret = newTwoFactorSecret();
    const recoveryCodes = newRecoveryCodes();
    await ctx.repos.users.setTwoFactorSecret(user.id, secret);
    await ctx.repos.users.setRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
    return { secret, uri: twoFactorUri(secret, user.email), recoveryCodes };
  });
}
