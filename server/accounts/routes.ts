import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ValidationError } from '../../src/errors';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordRequestSchema,
  signUpRequestSchema,
  loginRequestSchema,
  recoveryLoginRequestSchema,
  resetPasswordRequestSchema,
  SESSION_MESSAGES,
  type SessionState,
} from '../../src/model';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './accountLimiter';
import { CAPTCHA_MESSAGE, type CaptchaTokens } from './captcha';
import { assertStrongPassword } from './passwordStrength';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashRecoveryCode } from './recoveryCodes';
import { safeRedirect } from '../../src/guards';
import { endSession, sessionView, startSession, twoFactorState, type SessionDeps } from './session';
import { hashToken, newToken } from './tokens';
import { verifyTwoFactorCode } from './twoFactor';
import type { BlockRegistry } from '../../src/registry';
import type { AppContext } from '../context';
import { mailSettingsFromEnv } from '../mail/settings';
import { composeAccountMail, createAccountMailer, type AccountMailer } from './accountMail';
import { registerAccountRoutes } from './accountRoutes';
import { registerPasskeyRoutes } from './passkeys/routes';
import { sendVerification } from './emailVerification';
import { accountHome } from './accountHome';
import { mustSetUpTwoFactor, twoFactorSetUpPath } from '../../src/backOffice/forceTwoFactor';
import { createSellerWithStore } from './sellerStore';
import type { User } from './usersRepository';

/** Session routes: create, login, recovery login, reset password, logout, session read (plus forgot-password and two-factor set-up). */
export const BAD_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const TWO_FACTOR_NEEDED_MESSAGE = 'Enter the authentication code from your app';
export const RESET_SENT_MESSAGE =
  'If an account exists for this address, we have sent a password reset link';
const RESET_TTL_MS = 60 * 60 * 1000;

const field = (name: string, message: string) =>
  new ValidationError(message, [{ field: name, message }]);

export function registerSessionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registry: BlockRegistry,
  mailer: AccountMailer = createAccountMailer(mailSettingsFromEnv(process.env), ctx.repos.records),
): void {
  const deps: SessionDeps = { repos: ctx.repos, sessionTtlMs: ctx.config.sessionTtlMs };
  app.addHook('onClose', async () => mailer.close());
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
    if (await ctx.accountLimiter.isBlocked(email))
      throw new ApiError(TOO_MANY_ATTEMPTS_MESSAGE, 429);
    const user = await ctx.repos.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await ctx.accountLimiter.recordFailure(email);
      throw field('email', BAD_CREDENTIALS_MESSAGE);
    }
    return user;
  }

  /**
   * Starts the account's session and answers where to go: the same-origin `redirect_uri`
   * it asked for, else its home (accountHome).
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    redirectUri: string | null | undefined,
  ) {
    await ctx.accountLimiter.reset(user.email);
    await startSession(request, reply, deps, user.id);
    const home = await accountHome(ctx, request, user);
    const requested = redirectUri ?? (request.query as Record<string, string>).redirect_uri;
    const next = safeRedirect(requested, origin(request), home);
    // Staff forced two-factor on the account (atlas): its set-up comes first, then `next`
    // when that is on this site (a seller of another store goes home from there).
    if (mustSetUpTwoFactor(twoFactorState(user)))
      return state(request, twoFactorSetUpPath(safeRedirect(next, origin(request), '')));
    return state(request, next);
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
        await ctx.accountLimiter.recordFailure(body.email);
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
      await ctx.accountLimiter.recordFailure(body.email);
      throw field('recoveryCode', SESSION_MESSAGES.recoveryCode);
    }
    return signIn(request, reply, user, body.redirect_uri);
  });

  app.post('/dashboard/secure/logout/', async (request, reply) => {
    await endSession(request, reply, ctx.repos);
    return state(request);
  });

  /**
   * Sign-up. A seller (`should_have_store`) gets their store in the same transaction as
   * their account, which starts unverified and signed out: the link mailed to the address
   * signs its owner in. A known address gets a mail saying so instead, and the answer is
   * the same either way (the same work too: the password is hashed first), so sign-up
   * never tells who has an account. A taken subdomain is refused first, for everyone.
   */
  app.post('/shop/customer/create/', perIp, async (request, reply) => {
    const body = signUpRequestSchema.parse(request.body);
    await checkCaptcha(request, body);
    assertStrongPassword(body.password, [body.email]);
    const passwordHash = await hashPassword(body.password);
    const store =
      body.should_have_store && body.subdomain && body.storeName
        ? { subdomain: body.subdomain, name: body.storeName }
        : null;
    if (store && (await ctx.repos.divisions.findBySubdomain(store.subdomain)))
      throw field('subdomain', ACCOUNT_MESSAGES.subdomainTaken);
    const existing = await ctx.repos.users.findByEmail(body.email);
    if (existing) {
      await mailer.send(
        await composeAccountMail(
          'account-exists',
          existing.email,
          `${origin(request)}/login/?redirect_uri=`,
        ),
      );
    } else {
      const newUser = {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        shouldHaveStore: body.should_have_store,
        dashboardAccess: body.dashboard_access || body.should_have_store,
      };
      const user = store
        ? await createSellerWithStore(ctx.db, registry, newUser, store)
        : await ctx.repos.users.create(newUser);
      await sendVerification(ctx.repos, mailer, user.id, user.email, origin(request));
    }
    return reply.status(201).send({ ...state(request), message: ACCOUNT_MESSAGES.signUpSent });
  });

  app.post('/dashboard/secure/forgot-password/', perIp, async (request) => {
    const body = forgotPasswordRequestSchema.parse(request.body);
    await checkCaptcha(request, body);
    const { email } = body;
    const user = await ctx.repos.users.findByEmail(email);
    if (user) {
      const token = newToken();
      await ctx.repos.users.createPasswordReset(
        user.id,
        hashToken(token),
        new Date(Date.now() + RESET_TTL_MS).toISOString(),
      );
      const link = `${origin(request)}/login/reset/?token=${token}`;
      await mailer.send(await composeAccountMail('password-reset', user.email, link));
    } else {
      // The same work for an unknown address, so the answer's timing tells nothing.
      await verifyAgainstDummy(email);
    }
    return { message: RESET_SENT_MESSAGE };
  });

  app.post('/dashboard/secure/reset-password/', perIp, async (request) => {
    const body = resetPasswordRequestSchema.parse(request.body);
    // Before the token is used, so a refused choice leaves the link working.
    assertStrongPassword(body.password);
    const userId = await ctx.repos.users.consumePasswordReset(hashToken(body.token));
    if (userId === null) throw field('token', ACCOUNT_MESSAGES.resetLink);
    await ctx.repos.users.setPasswordHash(userId, await hashPassword(body.password));
    // Whoever held the old password is signed out everywhere.
    await ctx.repos.sessions.deleteForUser(userId, null);
    return { message: 'Your password has been reset' };
  });

  registerAccountRoutes(app, ctx, { deps, mailer, perIp, origin, state });
  registerPasskeyRoutes(app, ctx, { perIp, origin, signIn });
}
