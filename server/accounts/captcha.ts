/**
 * Human verification for sign-in and sign-up. The verifier is pluggable: routes call
 * `verify` and never know which service answers.
 *
 * - development and test: tokens are optional; when one is sent it must be
 *   `CAPTCHA_TEST_TOKEN` (so a test can also see a refusal with any other token).
 * - production: a missing token is refused outright; a present one is checked with the
 *   provider's siteverify endpoint using CAPTCHA_SECRET. Without a secret every token is
 *   refused, so a misconfigured server fails closed.
 */
export const CAPTCHA_TEST_TOKEN = 'omnis-test-captcha';
export const CAPTCHA_MESSAGE = 'Human verification failed. Please try again.';

export interface CaptchaTokens {
  v3captchaToken?: string | null | undefined;
  v2captchaToken?: string | null | undefined;
}

export interface CaptchaVerifier {
  verify(tokens: CaptchaTokens, remoteIp: string): Promise<boolean>;
}

const present = (token: string | null | undefined): token is string =>
  typeof token === 'string' && token.trim() !== '';

export function testCaptchaVerifier(): CaptchaVerifier {
  return {
    async verify(tokens) {
      const sent = [tokens.v3captchaToken, tokens.v2captchaToken].filter(present);
      return sent.every((token) => token === CAPTCHA_TEST_TOKEN);
    },
  };
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function providerCaptchaVerifier(
  secret: string | undefined,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    async verify(tokens, remoteIp) {
      const token = present(tokens.v2captchaToken) ? tokens.v2captchaToken : tokens.v3captchaToken;
      if (!present(token) || !secret) return false;
      try {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}

export function createCaptchaVerifier(options: {
  env: string;
  secret?: string | undefined;
}): CaptchaVerifier {
  return options.env === 'production'
    ? providerCaptchaVerifier(options.secret)
    : testCaptchaVerifier();
}
