import { describe, expect, it } from 'vitest';
import {
  createCaptchaVerifier,
  pickToken,
  type CaptchaOptions,
  type CaptchaVerifier,
} from './captcha';
import { createMemoryUsedCaptchas, createRedisUsedCaptchas } from './usedCaptchas';
import { solveCaptcha } from '../../tests/server/support/captcha';

const options = (overrides: Partial<CaptchaOptions> = {}): CaptchaOptions => ({
  hmacKey: 'test-hmac-key',
  requireToken: true,
  ttlMs: 60_000,
  cost: 1,
  counterMin: 5,
  counterMax: 50,
  ...overrides,
});

const solvedToken = async (verifier: CaptchaVerifier) => solveCaptcha(await verifier.challenge());

describe('ALTCHA captcha', () => {
  it('accepts a solved challenge once, and refuses the same payload again', async () => {
    const verifier = createCaptchaVerifier(options());
    const token = await solvedToken(verifier);
    expect(await verifier.verify({ v3captchaToken: token }, 'ip')).toBe(true);
    expect(await verifier.verify({ v3captchaToken: token }, 'ip')).toBe(false);
  });

  it('checks the second attempt token when it is sent', async () => {
    const verifier = createCaptchaVerifier(options());
    const token = await solvedToken(verifier);
    expect(await verifier.verify({ v3captchaToken: 'stale', v2captchaToken: token }, 'ip')).toBe(
      true,
    );
    expect(pickToken({ v3captchaToken: 'a', v2captchaToken: ' ' })).toBe('a');
  });

  it('refuses forged, tampered, wrongly solved and foreign-key payloads', async () => {
    const verifier = createCaptchaVerifier(options());
    expect(await verifier.verify({ v3captchaToken: 'forged' }, 'ip')).toBe(false);
    const token = await solvedToken(verifier);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongSolution = {
      ...payload,
      solution: { ...payload.solution, derivedKey: '00'.repeat(32) },
    };
    expect(await verifier.verify({ v3captchaToken: encode(wrongSolution) }, 'ip')).toBe(false);
    const cheaper = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, keyPrefix: '0' },
      },
    };
    expect(await verifier.verify({ v3captchaToken: encode(cheaper) }, 'ip')).toBe(false);
    const other = createCaptchaVerifier(options({ hmacKey: 'another-key' }));
    expect(await other.verify({ v3captchaToken: token }, 'ip')).toBe(false);
  });

  it('refuses an expired challenge by the injected clock', async () => {
    let clock = Date.now();
    const verifier = createCaptchaVerifier(options({ now: () => clock }));
    const token = await solvedToken(verifier);
    clock += 61_000;
    expect(await verifier.verify({ v3captchaToken: token }, 'ip')).toBe(false);
  });

  it('refuses a missing token only when tokens are required (production)', async () => {
    expect(await createCaptchaVerifier(options()).verify({}, 'ip')).toBe(false);
    const lenient = createCaptchaVerifier(options({ requireToken: false }));
    expect(await lenient.verify({ v3captchaToken: '  ' }, 'ip')).toBe(true);
    expect(await lenient.verify({ v3captchaToken: 'forged' }, 'ip')).toBe(false);
  });

  it('forgets used ids once they expire', async () => {
    let clock = 0;
    const store = createMemoryUsedCaptchas(() => clock);
    expect(await store.claim('n', 100)).toBe(true);
    expect(await store.claim('n', 100)).toBe(false);
    clock = 100;
    expect(await store.claim('n', 200)).toBe(true);
  });

  // Two processes behind a balancer: same key, one Redis. A payload used on one is
  // refused on the other.
  it.skipIf(!process.env.REDIS_URL_TEST)(
    'refuses a payload used on another process when they share Redis',
    async () => {
      const prefix = `captcha-test-${process.pid}-${Date.now()}`;
      const shared = () =>
        createCaptchaVerifier(
          options({
            usedCaptchas: createRedisUsedCaptchas(process.env.REDIS_URL_TEST!, prefix),
          }),
        );
      const [first, second] = [shared(), shared()];
      try {
        const token = await solvedToken(first);
        expect(await first.verify({ v3captchaToken: token }, 'ip')).toBe(true);
        expect(await second.verify({ v3captchaToken: token }, 'ip')).toBe(false);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
