import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_TOKEN, createCaptchaVerifier, providerCaptchaVerifier } from './captcha';

describe('captcha verifiers', () => {
  it('accepts the documented test token or no token in development, and refuses others', async () => {
    const verifier = createCaptchaVerifier({ env: 'development' });
    expect(await verifier.verify({}, '127.0.0.1')).toBe(true);
    expect(await verifier.verify({ v3captchaToken: CAPTCHA_TEST_TOKEN }, '127.0.0.1')).toBe(true);
    expect(await verifier.verify({ v3captchaToken: 'forged' }, '127.0.0.1')).toBe(false);
  });

  it('refuses a missing token in production without asking the provider', async () => {
    let asked = 0;
    const fakeFetch = (async () => {
      asked += 1;
      return new Response(JSON.stringify({ success: true }));
    }) as typeof fetch;
    const verifier = providerCaptchaVerifier('secret', fakeFetch);
    expect(await verifier.verify({}, '1.2.3.4')).toBe(false);
    expect(await verifier.verify({ v3captchaToken: '  ' }, '1.2.3.4')).toBe(false);
    expect(asked).toBe(0);
    expect(await verifier.verify({ v3captchaToken: 'real' }, '1.2.3.4')).toBe(true);
    expect(asked).toBe(1);
  });

  it('fails closed in production without a secret or when the provider says no', async () => {
    const no = (async () => new Response(JSON.stringify({ success: false }))) as typeof fetch;
    expect(await providerCaptchaVerifier(undefined, no).verify({ v2captchaToken: 't' }, 'ip')).toBe(
      false,
    );
    expect(await providerCaptchaVerifier('s', no).verify({ v2captchaToken: 't' }, 'ip')).toBe(
      false,
    );
  });
});
