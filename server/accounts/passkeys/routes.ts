import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ApiError, ValidationError } from '../../../src/errors';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_MESSAGES,
  passkeyRegisterRequestSchema,
  passkeySignInRequestSchema,
  type PasskeySummary,
  type SessionState,
} from '../../../src/model';
import type { AppContext } from '../../context';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../accountLimiter';
import { SIGN_IN_MESSAGE } from '../accountRoutes';
import type { User } from '../usersRepository';
import type { ChallengePurpose } from './passkeysRepository';

interface Shared {
  perIp: object;
  origin: (request: FastifyRequest) => string;
  /** The password login's last step: clears failures, starts the session, answers the state. */
  signIn: (
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    redirectUri: string | null | undefined,
  ) => Promise<SessionState>;
}

const RP_NAME = 'Omnis';
const field = (name: string, message: string) =>
  new ValidationError(message, [{ field: name, message }]);

/**
 * Passkeys (beyond the spec). A signed-in user registers passkeys; anyone signs in with
 * one. Every challenge is stored server-side and consumed by the verification that
 * checks it, so it answers once and only before it expires.
 */
export function registerPasskeyRoutes(app: FastifyInstance, ctx: AppContext, shared: Shared) {
  const { perIp, origin, signIn } = shared;
  const { passkeys, users } = ctx.repos;
  // The relying party is the host the browser is on; a passkey only works there.
  const rpID = (request: FastifyRequest) => request.hostname.replace(/:\d+$/, '');

  const signedIn = (request: FastifyRequest): User => {
    if (!request.auth.user) throw new ApiError(SIGN_IN_MESSAGE, 401);
    return request.auth.user;
  };

  const issue = async (challenge: string, purpose: ChallengePurpose, userId: number | null) =>
    passkeys.saveChallenge(
      challenge,
      purpose,
      userId,
      new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS).toISOString(),
    );

  /** Runs a verification; a library refusal (bad signature, origin, challenge) is a 422. */
  async function verified<T>(run: () => Promise<T>, fieldName: string): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw field(fieldName, PASSKEY_MESSAGES.notVerified);
    }
  }

  app.get('/dashboard/secure/passkeys/', async (request): Promise<PasskeySummary[]> => {
    const user = signedIn(request);
    return (await passkeys.listForUser(user.id)).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    }));
  });

  app.post('/dashboard/secure/passkeys/options/', perIp, async (request) => {
    const user = signedIn(request);
    const existing = await passkeys.listForUser(user.id);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rpID(request),
      userName: user.email,
      userID: new TextEncoder().encode(String(user.id)),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await issue(options.challenge, 'register', user.id);
    return options;
  });

  app.post('/dashboard/secure/passkeys/', perIp, async (request, reply) => {
    const user = signedIn(request);
    const body = passkeyRegisterRequestSchema.parse(request.body);
    const result = await verified(
      () =>
        verifyRegistrationResponse({
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: (challenge) =>
            passkeys.consumeChallenge(challenge, 'register', user.id),
          expectedOrigin: origin(request),
          expectedRPID: rpID(request),
          requireUserVerification: false,
        }),
      'response',
    );
    if (!result.verified) throw field('response', PASSKEY_MESSAGES.notVerified);
    const { credential } = result.registrationInfo;
    await passkeys.add({
      id: credential.id,
      userId: user.id,
      name: body.name,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    return reply.status(201).send({ message: PASSKEY_MESSAGES.added });
  });

  app.delete<{ Params: { id: string } }>(
    '/dashboard/secure/passkeys/:id/',
    perIp,
    async (request) => {
      const user = signedIn(request);
      if (!(await passkeys.remove(user.id, request.params.id)))
        throw new ApiError(PASSKEY_MESSAGES.notFound, 404);
      return { message: PASSKEY_MESSAGES.removed };
    },
  );

  /** Sign-in, step one: a challenge any of the site's discoverable passkeys may answer. */
  app.post('/dashboard/secure/passkey-login/options/', perIp, async (request) => {
    const options = await generateAuthenticationOptions({
      rpID: rpID(request),
      userVerification: 'preferred',
    });
    await issue(options.challenge, 'sign-in', null);
    return options;
  });

  /** Sign-in, step two: the signed challenge starts a session exactly as a password does. */
  app.post('/dashboard/secure/passkey-login/', perIp, async (request, reply) => {
    const body = passkeySignInRequestSchema.parse(request.body);
    const passkey = await passkeys.find(body.response.id);
    if (!passkey) throw field('response', PASSKEY_MESSAGES.unknown);
    const user = await users.findById(passkey.userId);
    if (!user) throw field('response', PASSKEY_MESSAGES.unknown);
    if (await ctx.accountLimiter.isBlocked(user.email))
      throw new ApiError(TOO_MANY_ATTEMPTS_MESSAGE, 429);
    const result = await verified(
      () =>
        verifyAuthenticationResponse({
          response: body.response as unknown as AuthenticationResponseJSON,
          expectedChallenge: (challenge) => passkeys.consumeChallenge(challenge, 'sign-in', null),
          expectedOrigin: origin(request),
          expectedRPID: rpID(request),
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        }),
      'response',
    ).catch(async (error: unknown) => {
      await ctx.accountLimiter.recordFailure(user.email);
      throw error;
    });
    if (!result.verified) {
      await ctx.accountLimiter.recordFailure(user.email);
      throw field('response', PASSKEY_MESSAGES.notVerified);
    }
    await passkeys.markUsed(passkey.id, result.authenticationInfo.newCounter);
    return signIn(request, reply, user, body.redirect_uri);
  });
}
