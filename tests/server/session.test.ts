import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { configFromEnv } from '../../server/config';
import { solveCaptcha } from './support/captcha';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

const LOGIN = '/omnis/v3/dashboard/secure/login/';
type Errors = { message: string; errors: Record<string, string[]> };

describe.each(testDatabaseKinds())('sessions on $dialect', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      kind,
      config: {
        loginPerAccount: { max: 3, windowMs: 60_000 },
        loginPerIp: { max: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs in with an HttpOnly SameSite=Lax session cookie and a new token every time', async () => {
    const browser = server.browser();
    const first = await browser.signIn(server.world.users.seller, PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      user: {
        email: server.world.users.seller,
        internal: false,
        dashboardDivisions: [server.world.demo.id],
      },
      redirect: '/dashboard/',
    });
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('omnis_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const token = browser.cookies.get('omnis_session')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    await browser.post(LOGIN, { email: server.world.users.seller, password: PASSWORD });
    expect(browser.cookies.get('omnis_session')).not.toBe(token);
    const stale = server.browser();
    await stale.visit();
    stale.cookies.set('omnis_session', token);
    expect(
      (await stale.get<{ user: unknown }>('/omnis/v3/dashboard/secure/get/')).body.user,
    ).toBeNull();
  });

  it('gives the same answer for a wrong email and a wrong password', async () => {
    const browser = server.browser();
    const wrongEmail = await browser.signIn('nobody@demo.test', PASSWORD);
    const wrongPassword = await browser.signIn(server.world.users.customer, 'not the password');
    expect(wrongEmail.status).toBe(422);
    expect(wrongPassword.status).toBe(422);
    expect(wrongEmail.body).toEqual(wrongPassword.body);
  });

  it('pauses an account after repeated failures with 429, even with the right password', async () => {
    const browser = server.browser();
    const email = server.world.users.otherSeller;
    for (let i = 0; i < 3; i += 1) await browser.signIn(email, 'wrong password');
    const blocked = await browser.signIn(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect((blocked.body as { message: string }).message).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  it('checks captcha tokens with the verifier', async () => {
    const browser = server.browser();
    const refused = await browser.signIn(server.world.users.customer, PASSWORD, {
      v3captchaToken: 'forged',
    });
    expect(refused.status).toBe(422);
    expect((refused.body as Errors).errors.captcha).toBeDefined();
    const challenge = await browser.get<Parameters<typeof solveCaptcha>[0]>(
      '/omnis/v3/captcha/challenge/',
    );
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    const token = await solveCaptcha(challenge.body);
    const solved = await browser.signIn(server.world.users.customer, PASSWORD, {
      v3captchaToken: token,
    });
    expect(solved.status).toBe(200);
    const replayed = await browser.signIn(server.world.users.customer, PASSWORD, {
      v3captchaToken: token,
    });
    expect((replayed.body as Errors).errors.captcha).toEqual([
      'Human verification failed. Please try again.',
    ]);
  });

  it('validates sign-in input with the spec messages', async () => {
    const browser = server.browser();
    const missing = await browser.signIn('', '');
    expect(missing.status).toBe(422);
    expect((missing.body as Errors).message).toBe('This field is required');
    expect(((await browser.signIn('not-an-email', PASSWORD)).body as Errors).message).toBe(
      'Please enter a valid email address',
    );
    expect(((await browser.signIn('a@b.co', ' spaced ')).body as Errors).message).toBe(
      'Password cannot start or end with spaces',
    );
    expect((await browser.post(LOGIN, { email: 5, password: [] })).status).toBe(422);
  });

  it('sends a signed-in user only to same-origin redirect paths', async () => {
    const browser = server.browser();
    const inside = await browser.signIn(server.world.users.customer, PASSWORD, {
      redirect_uri: '/order-history/abc',
    });
    expect((inside.body as { redirect: string }).redirect).toBe('/order-history/abc');
    const outside = await browser.signIn(server.world.users.customer, PASSWORD, {
      redirect_uri: 'https://evil.example/',
    });
    // Refused, it goes to the account's home: a shopper's is the storefront.
    expect((outside.body as { redirect: string }).redirect).toBe('/');
    const seller = await browser.signIn(server.world.users.seller, PASSWORD, {
      redirect_uri: '//evil.example/',
    });
    expect((seller.body as { redirect: string }).redirect).toBe('/dashboard/');
  });

  it('requires a TOTP code once two-factor is on, and lets each recovery code in once', async () => {
    const browser = server.browser();
    await browser.post('/omnis/v3/shop/customer/create/', {});
    const created = await browser.post('/omnis/v3/shop/customer/create/', {
      email: 'twofactor@demo.test',
      password: PASSWORD,
      should_have_store: 0,
      dashboard_access: 0,
    });
    expect(created.status).toBe(201);
    expect((await browser.signIn('twofactor@demo.test', PASSWORD)).status).toBe(200);
    const enabled = await browser.post<{ secret: string; qrCode: string }>(
      '/omnis/v3/dashboard/secure/two-factor/enable/',
      { password: PASSWORD },
    );
    expect(enabled.status).toBe(200);
    const { secret } = enabled.body;
    expect(enabled.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const confirmed = await browser.post<{ recoveryCodes: string[] }>(
      '/omnis/v3/dashboard/secure/two-factor/confirm/',
      { code: currentTwoFactorCode(secret) },
    );
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.body;
    const fresh = server.browser();
    const needsCode = await fresh.signIn('twofactor@demo.test', PASSWORD);
    expect(needsCode.status).toBe(422);
    expect(Object.keys((needsCode.body as Errors).errors)).toEqual(['twoFactorAuthCode']);
    const wrong = await fresh.post(LOGIN, {
      email: 'twofactor@demo.test',
      password: PASSWORD,
      twoFactorAuthCode: '000 000',
    });
    expect((wrong.body as Errors).message).toBe('Invalid authentication code');
    const code = currentTwoFactorCode(secret);
    const right = await fresh.post(LOGIN, {
      email: 'twofactor@demo.test',
      password: PASSWORD,
      twoFactorAuthCode: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(right.status).toBe(200);
    const recovery = {
      email: 'twofactor@demo.test',
      password: PASSWORD,
      recoveryCode: recoveryCodes[0]!.toLowerCase(),
    };
    expect((await fresh.post('/omnis/v3/dashboard/secure/recovery-login/', recovery)).status).toBe(
      200,
    );
    const reused = await fresh.post<Errors>('/omnis/v3/dashboard/secure/recovery-login/', recovery);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('Invalid recovery code');
  });

  it('creates customers (a seller with a store), answers a second sign-up the same, and signs out', async () => {
    const browser = server.browser();
    await browser.visit();
    const created = await browser.post<{ user: unknown; message: string }>(
      '/omnis/v3/shop/customer/create/',
      {
        email: 'New@Demo.test',
        password: PASSWORD,
        should_have_store: 1,
        dashboard_access: 1,
        subdomain: 'new-store',
        storeName: 'New Store',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toBeNull();
    const user = await server.repos.users.findByEmail('new@demo.test');
    expect(user?.email).toBe('new@demo.test');
    expect(await server.repos.divisions.findBySubdomain('new-store')).not.toBeNull();
    const again = await browser.post<{ message: string }>('/omnis/v3/shop/customer/create/', {
      email: 'new@demo.test',
      password: PASSWORD,
    });
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(created.body.message);
    expect((await browser.signIn('new@demo.test', PASSWORD)).status).toBe(200);
    const out = await browser.post<{ user: unknown }>('/omnis/v3/dashboard/secure/logout/');
    expect(out.body.user).toBeNull();
    expect(
      (await browser.get<{ user: unknown }>('/omnis/v3/dashboard/secure/get/')).body.user,
    ).toBeNull();
  });

  it('resets a password through a single-use emailed token', async () => {
    const browser = server.browser();
    await browser.visit();
    await browser.post('/omnis/v3/dashboard/secure/forgot-password/', {
      email: server.world.users.proSeller,
    });
    const mail = (await server.repos.records.outbox('password-reset')).at(-1)!;
    const token = new URL(String(mail.body.link)).searchParams.get('token')!;
    const reset = {
      token,
      password: 'a brand new password',
      password_confirmation: 'a brand new password',
    };
    expect((await browser.post('/omnis/v3/dashboard/secure/reset-password/', reset)).status).toBe(
      200,
    );
    expect((await browser.post('/omnis/v3/dashboard/secure/reset-password/', reset)).status).toBe(
      422,
    );
    expect(
      (await browser.signIn(server.world.users.proSeller, 'a brand new password')).status,
    ).toBe(200);
  });

  it('sends security headers on every response: a locked-down policy for the API, a nonce policy for pages', async () => {
    const browser = server.browser();
    const api = await browser.get('/omnis/v3/dashboard/secure/get/');
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    const xsrf = api.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))!;
    expect(xsrf).not.toMatch(/HttpOnly/i);
    const first = await browser.get('/dashboard/');
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const second = await browser.get('/dashboard/');
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
  });
});

describe('sessions behind https', () => {
  it('marks the session cookie Secure with the __Host- prefix', async () => {
    const server = await startTestServer({ config: { trustProxy: 1 } });
    try {
      const browser = server.browser();
      const https = { headers: { 'x-forwarded-proto': 'https' } };
      await browser.get('/omnis/v3/dashboard/secure/get/', https);
      const answer = await browser.post(
        LOGIN,
        { email: server.world.users.seller, password: PASSWORD },
        https,
      );
      expect(answer.status).toBe(200);
      const cookie = answer.headers
        .getSetCookie()
        .find((line) => line.startsWith('__Host-omnis_session='))!;
      expect(cookie).toMatch(/Secure/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await server.close();
    }
  });

  it('behind TRUST_PROXY=1, counts sign-in attempts by the address the proxy saw, not one the client wrote', async () => {
    const server = await startTestServer({
      config: {
        trustProxy: configFromEnv({ TRUST_PROXY: '1' }).trustProxy,
        loginPerIp: { max: 2, windowMs: 60_000 },
      },
    });
    try {
      const browser = server.browser();
      await browser.visit();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        // The client rotates what it writes; the proxy appends the address it saw.
        const forwarded = { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` };
        const answer = await browser.post(
          LOGIN,
          { email: `x${i}@demo.test`, password: 'nope' },
          { headers: forwarded },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await server.close();
    }
  });

  it('limits sign-in attempts per address with 429', async () => {
    const server = await startTestServer({ config: { loginPerIp: { max: 2, windowMs: 60_000 } } });
    try {
      const browser = server.browser();
      await browser.visit();
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await browser.post(LOGIN, { email: `x${i}@demo.test`, password: 'nope' })).status,
        );
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await server.close();
    }
  });
});
