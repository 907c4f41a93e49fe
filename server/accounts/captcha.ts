import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import {
  createMemoryUsedCaptchas,
  createRedisUsedCaptchas,
  type UsedCaptchas,
} from './usedCaptchas';

/**
 * Human verification with ALTCHA: a self-hosted proof-of-work, no third party. The server
 * hands out signed challenges (`GET /captcha/challenge/`); the widget solves one and sends
 * the payload (base64 JSON `{ challenge, solution }`) in `v3captchaToken`, or in
 * `v2captchaToken` on a second attempt. A payload is checked for its signature, expiry
 * and solution, then remembered until it expires so it cannot be replayed.
 *
 * The check runs for real in every environment. Only a missing token is treated
 * differently: production refuses it, development and tests let it through so API
 * clients and older tests need not solve a puzzle.
 */
export const CAPTCHA_MESSAGE = 'Human verification failed. Please try again.';

export interface CaptchaTokens {
  v3captchaToken?: string | null | undefined;
  v2captchaToken?: string | null | undefined;
}

export interface CaptchaVerifier {
  /** A fresh signed challenge for the widget. */
  challenge(): Promise<Challenge>;
  verify(tokens: CaptchaTokens, remoteIp: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface CaptchaOptions {
  /** HMAC key that signs challenges (ALTCHA_HMAC_KEY); without one a random key per process. */
  hmacKey: string;
  /** Missing tokens are refused (production). */
  requireToken: boolean;
  /** How long a challenge may be solved and used, ms. */
  ttlMs: number;
  /** SHA-256 rounds per attempt and the counter range the solver must search. */
  cost: number;
  counterMin: number;
  counterMax: number;
  now?: () => number;
  /** Where used payloads are remembered: this process's memory unless given (Redis). */
  usedCaptchas?: UsedCaptchas;
}

const ALGORITHM = 'SHA-256';

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string(),
  }),
  solution: z.object({
    counter: z.number().int(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

/** The token to check: the second attempt's when sent, else the first's. */
export function pickToken(tokens: CaptchaTokens): string | null {
  for (const token of [tokens.v2captchaToken, tokens.v3captchaToken])
    if (typeof token === 'string' && token.trim() !== '') return token.trim();
  return null;
}

/** The decoded widget payload, or null when it is not one. */
export function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createCaptchaVerifier(options: CaptchaOptions): CaptchaVerifier {
  const now = options.now ?? Date.now;
  const usedCaptchas = options.usedCaptchas ?? createMemoryUsedCaptchas(now);
  const keySecret = `${options.hmacKey}:key`;
  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(options.counterMin, options.counterMax),
        deriveKey,
        expiresAt: Math.floor((now() + options.ttlMs) / 1000),
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(tokens) {
      const token = pickToken(tokens);
      if (token === null) return !options.requireToken;
      const payload = decodePayload(token);
      if (!payload) return false;
      const { expiresAt } = payload.challenge.parameters;
      // Only challenges that expire can be remembered for as long as they matter.
      if (expiresAt === undefined || expiresAt * 1000 <= now()) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacKey,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      return usedCaptchas.claim(payload.challenge.parameters.nonce, expiresAt * 1000);
    },
    close: () => usedCaptchas.close(),
  };
}

/**
 * The verifier a server runs with, from its environment. With `redis` (REDIS_URL), used
 * payloads are shared by every process; they must then share ALTCHA_HMAC_KEY too, as a
 * challenge signed by one process is checked by whichever serves the form's post.
 */
export function captchaFromEnv(
  env: string,
  hmacKey: string | undefined,
  redis?: { url: string; prefix: string },
): CaptchaVerifier {
  const production = env === 'production';
  return createCaptchaVerifier({
    // Without a configured key, challenges are signed with a key known only to this process.
    hmacKey: hmacKey || randomBytes(32).toString('hex'),
    requireToken: production,
    ttlMs: 10 * 60_000,
    cost: production ? 50 : 1,
    counterMin: production ? 5_000 : 10,
    counterMax: production ? 20_000 : 100,
    ...(redis ? { usedCaptchas: createRedisUsedCaptchas(redis.url, redis.prefix) } : {}),
  });
}
