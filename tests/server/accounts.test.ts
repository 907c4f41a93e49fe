import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EULA_VERSION, SESSION_MESSAGES } from '../../src/model';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import type { Browser } from './support/browser';

const API = '/omnis/v3';
type Errors = { message: string; errors: Record<string, string[]> };
type State = { user: { email: string; verified: boolean; signedEula: boolean } | null };

describe.each(testDatabaseKinds())('account journey on $dialect', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      kind,
      config: { loginPerIp: { max: 1000, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const lastLink = async (kind: string, to: string) => {
    const mail = (await server.repos.records.outbox(kind))
      .filter((row) => row.recipient === to)
      .at(-1)!;
    return new URL(String(mail.body.link));
  };

  async function signUp(browser: Browser, email: string, extra: Record<string, unknown> = {}) {
    await browser.visit();
    return browser.post<State & Errors>(`${API}/shop/customer/create/`, {
      email,
      password: PASSWORD,
      should_have_store: 0,
      dashboard_access: 0,
      ...extra,
    });
  }

  /** Signs up, then signs in with the password (the account is still unverified). */
  async function signUpAndSignIn(browser: Browser, email: string) {
    await signUp(browser, email);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
  }

  it('opens a seller store with a published homepage, and refuses a taken subdomain', async () => {
    const browser = server.browser();
    const created = await signUp(browser, 'maker@new.test', {
      should_have_store: 1,
      subdomain: 'Maker-Shop',
      storeName: 'Maker Shop',
    });
    expect(created.status).toBe(201);
    const store = await server.repos.divisions.findBySubdomain('maker-shop');
    expect(store).toMatchObject({ name: 'Maker Shop', theme: 'teemill' });
    const user = await server.repos.users.findByEmail('maker@new.test');
    expect(await server.repos.users.divisionsOf(user!.id)).toEqual([store!.id]);
    const home = await server.repos.pageVersions.findLatestByUrl(store!.id, '/');
    expect(home).not.toBeNull();

    const taken = await signUp(server.browser(), 'second@new.test', {
      should_have_store: 1,
      subdomain: 'maker-shop',
      storeName: 'Copy',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.subdomain).toEqual(['This subdomain is already taken']);
    // All or nothing: the refused sign-up left no account behind.
    expect(await server.repos.users.findByEmail('second@new.test')).toBeNull();
    const badName = await signUp(server.browser(), 'third@new.test', {
      should_have_store: 1,
      subdomain: '-x',
      storeName: 'X',
    });
    expect(badName.body.message).toBe(
      'Use 3 to 63 lower-case letters, numbers or hyphens, not starting or ending with a hyphen',
    );
  });

  it('verifies an email once from the mailed link, with a resend cool-down', async () => {
    const browser = server.browser();
    const created = await signUp(browser, 'verify@new.test');
    expect(created.body.user).toBeNull();
    const link = await lastLink('account-verification', 'verify@new.test');
    expect(link.pathname).toBe('/sign-up/verify/');
    const token = link.searchParams.get('token')!;
    // Stored hashed: the token itself is nowhere in the database.
    const rows = await server.database.handle.db
      .selectFrom('email_verifications')
      .select('token_hash')
      .execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);

    // Signed out, by address: the same answer for this account (within the minute, so
    // nothing is sent) and for an address nobody has.
    const sentBefore = (await server.repos.records.outbox('account-verification')).length;
    const byAddress = await browser.post<Errors>(`${API}/dashboard/secure/verify-email/resend/`, {
      email: 'verify@new.test',
    });
    const unknown = await browser.post<Errors>(`${API}/dashboard/secure/verify-email/resend/`, {
      email: 'nobody-here@new.test',
    });
    expect(byAddress.status).toBe(200);
    expect(unknown.body).toEqual(byAddress.body);
    expect((await server.repos.records.outbox('account-verification')).length).toBe(sentBefore);
    // Signed in, the owner is told to wait.
    expect((await browser.signIn('verify@new.test', PASSWORD)).status).toBe(200);
    const resend = await browser.post<Errors>(`${API}/dashboard/secure/verify-email/resend/`);
    expect(resend.status).toBe(429);
    expect(resend.body.message).toBe('Please wait a minute before asking for another link');

    const before = browser.cookies.get('omnis_session');
    const verified = await browser.post<State>(`${API}/dashboard/secure/verify-email/`, { token });
    expect(verified.status).toBe(200);
    expect(verified.body.user?.verified).toBe(true);
    expect(browser.cookies.get('omnis_session')).not.toBe(before);
    const again = await browser.post<Errors>(`${API}/dashboard/secure/verify-email/`, { token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This verification link is invalid or has expired');
  });

  it('refuses a common or easily guessed password at sign-up, with a clear message', async () => {
    for (const password of ['password', 'password1', 'qwertyuiop', 'iloveyou1']) {
      const answer = await signUp(server.browser(), 'weak@new.test', { password });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.password).toEqual([SESSION_MESSAGES.weakPassword]);
    }
    expect(await server.repos.users.findByEmail('weak@new.test')).toBeNull();
  });

  it('answers a sign-up the same for a known address, which is told by mail instead', async () => {
    const fresh = server.browser();
    const created = await signUp(fresh, 'twice@new.test');
    const again = server.browser();
    const known = await signUp(again, 'twice@new.test');
    expect(known.status).toBe(created.status);
    expect(known.body).toEqual(created.body);
    expect(created.body.message).toBe(
      'Check your email: we have sent you a link to finish creating your account',
    );
    // Nobody is signed in by a sign-up: the mailed link does that.
    expect(fresh.cookies.get('omnis_session')).toBeUndefined();
    expect(again.cookies.get('omnis_session')).toBeUndefined();
    const told = await lastLink('account-exists', 'twice@new.test');
    expect(told.pathname).toBe('/login/');
    expect(told.searchParams.has('redirect_uri')).toBe(true);
  });

  it('records the EULA version accepted under a new session id, and refuses another version', async () => {
    const browser = server.browser();
    await signUpAndSignIn(browser, 'eula@new.test');
    const wrong = await browser.post<Errors>(`${API}/dashboard/secure/eula/`, { version: 'old' });
    expect(wrong.body.message).toBe('Please accept the current terms');
    const before = browser.cookies.get('omnis_session');
    const signed = await browser.post<State>(`${API}/dashboard/secure/eula/`, {
      version: EULA_VERSION,
    });
    expect(signed.body.user?.signedEula).toBe(true);
    expect(browser.cookies.get('omnis_session')).not.toBe(before);
    const user = await server.repos.users.findByEmail('eula@new.test');
    expect(user?.eulaVersion).toBe(EULA_VERSION);
    const anonymous = server.browser();
    await anonymous.visit();
    expect(
      (await anonymous.post(`${API}/dashboard/secure/eula/`, { version: EULA_VERSION })).status,
    ).toBe(401);
  });

  it('ends every session of the account when its password is reset', async () => {
    const email = 'reset@new.test';
    const first = server.browser();
    await signUp(first, email);
    const known = await first.post<{ message: string }>(
      `${API}/dashboard/secure/forgot-password/`,
      {
        email,
      },
    );
    const unknown = await first.post<{ message: string }>(
      `${API}/dashboard/secure/forgot-password/`,
      { email: 'nobody@new.test' },
    );
    expect(known.body).toEqual(unknown.body);
    const token = (await lastLink('password-reset', email)).searchParams.get('token')!;
    const stranger = server.browser();
    await stranger.visit();
    // A common password is refused, and the link still works for a better one.
    const weak = await stranger.post<Errors & { message: string }>(
      `${API}/dashboard/secure/reset-password/`,
      { token, password: '12345678', password_confirmation: '12345678' },
    );
    expect(weak.status).toBe(422);
    expect(weak.body.message).toBe(SESSION_MESSAGES.weakPassword);
    const reset = await stranger.post(`${API}/dashboard/secure/reset-password/`, {
      token,
      password: 'another long password',
      password_confirmation: 'another long password',
    });
    expect(reset.status).toBe(200);
    expect((await first.get<State>(`${API}/dashboard/secure/get/`)).body.user).toBeNull();
  });

  it('changes the password, ending the other sessions and keeping this one under a new id', async () => {
    const email = 'settings@new.test';
    const here = server.browser();
    await signUpAndSignIn(here, email);
    const elsewhere = server.browser();
    await elsewhere.signIn(email, PASSWORD);
    const account = await here.get<{ sessions: Array<{ id: string; current: boolean }> }>(
      `${API}/dashboard/secure/account/`,
    );
    expect(account.body.sessions).toHaveLength(2);
    expect(account.body.sessions.filter((session) => session.current)).toHaveLength(1);

    const wrong = await here.post<Errors>(`${API}/dashboard/secure/account/password/`, {
      currentPassword: 'not it',
      password: 'a new long password',
      password_confirmation: 'a new long password',
    });
    expect(wrong.body.errors.currentPassword).toEqual(['The password is incorrect']);
    // The account's own email is an easy guess too.
    const ownEmail = await here.post<Errors>(`${API}/dashboard/secure/account/password/`, {
      currentPassword: PASSWORD,
      password: email,
      password_confirmation: email,
    });
    expect(ownEmail.status).toBe(422);
    expect(ownEmail.body.errors.password).toEqual([SESSION_MESSAGES.weakPassword]);
    const before = here.cookies.get('omnis_session');
    const changed = await here.post<State>(`${API}/dashboard/secure/account/password/`, {
      currentPassword: PASSWORD,
      password: 'a new long password',
      password_confirmation: 'a new long password',
    });
    expect(changed.status).toBe(200);
    expect(here.cookies.get('omnis_session')).not.toBe(before);
    expect((await here.get<State>(`${API}/dashboard/secure/get/`)).body.user?.email).toBe(email);
    expect((await elsewhere.get<State>(`${API}/dashboard/secure/get/`)).body.user).toBeNull();
  });

  it('changes the email, which must be verified again at the new address', async () => {
    const browser = server.browser();
    await signUpAndSignIn(browser, 'old@new.test');
    const changed = await browser.post<State>(`${API}/dashboard/secure/account/email/`, {
      email: 'fresh@new.test',
      password: PASSWORD,
    });
    expect(changed.body.user).toMatchObject({ email: 'fresh@new.test', verified: false });
    const link = await lastLink('account-verification', 'fresh@new.test');
    const verified = await browser.post<State>(`${API}/dashboard/secure/verify-email/`, {
      token: link.searchParams.get('token'),
    });
    expect(verified.body.user?.verified).toBe(true);
  });

  it('turns two-factor on with a code, regenerates recovery codes behind it, and turns it off', async () => {
    const browser = server.browser();
    await signUpAndSignIn(browser, '2fa@new.test');
    const setup = await browser.post<{ secret: string }>(
      `${API}/dashboard/secure/two-factor/enable/`,
      {
        password: PASSWORD,
      },
    );
    const wrong = await browser.post<Errors>(`${API}/dashboard/secure/two-factor/confirm/`, {
      code: '000000',
    });
    expect(wrong.body.message).toBe('Invalid authentication code');
    const { secret } = setup.body;
    const on = await browser.post<{ recoveryCodes: string[] }>(
      `${API}/dashboard/secure/two-factor/confirm/`,
      { code: currentTwoFactorCode(secret) },
    );
    expect(on.body.recoveryCodes).toHaveLength(10);

    const withoutCode = await browser.post<Errors>(
      `${API}/dashboard/secure/two-factor/recovery-codes/`,
      {
        password: PASSWORD,
      },
    );
    expect(withoutCode.body.message).toBe('Invalid authentication code');
    const regenerated = await browser.post<{ recoveryCodes: string[] }>(
      `${API}/dashboard/secure/two-factor/recovery-codes/`,
      { password: PASSWORD, recoveryCode: on.body.recoveryCodes[0] },
    );
    expect(regenerated.body.recoveryCodes).toHaveLength(10);
    // The old codes are gone with the regeneration.
    const old = await browser.post<Errors>(`${API}/dashboard/secure/two-factor/disable/`, {
      password: PASSWORD,
      recoveryCode: on.body.recoveryCodes[1],
    });
    expect(old.body.message).toBe('Invalid recovery code');
    const off = await browser.post(`${API}/dashboard/secure/two-factor/disable/`, {
      password: PASSWORD,
      twoFactorAuthCode: currentTwoFactorCode(secret),
    });
    expect(off.status).toBe(200);
    expect((await server.browser().signIn('2fa@new.test', PASSWORD)).status).toBe(200);
  });

  it('ends one other session by its id, and only the owner may', async () => {
    const mine = server.browser();
    await signUpAndSignIn(mine, 'sessions@new.test');
    const other = server.browser();
    await other.signIn('sessions@new.test', PASSWORD);
    const { sessions } = (
      await mine.get<{ sessions: Array<{ id: string; current: boolean }> }>(
        `${API}/dashboard/secure/account/`,
      )
    ).body;
    const target = sessions.find((session) => !session.current)!;
    const stranger = server.browser();
    await stranger.signIn(server.world.users.customer, PASSWORD);
    expect((await stranger.delete(`${API}/dashboard/secure/sessions/${target.id}/`)).status).toBe(
      404,
    );
    expect((await mine.delete(`${API}/dashboard/secure/sessions/${target.id}/`)).status).toBe(200);
    expect((await other.get<State>(`${API}/dashboard/secure/get/`)).body.user).toBeNull();
  });
  it('ends every other session at once and keeps this one', async () => {
    const here = server.browser();
    await signUpAndSignIn(here, 'others@new.test');
    const phone = server.browser();
    await phone.signIn('others@new.test', PASSWORD);
    const tablet = server.browser();
    await tablet.signIn('others@new.test', PASSWORD);
    const ended = await here.post<{ message: string }>(
      `${API}/dashboard/secure/sessions/end-others/`,
    );
    expect(ended.body.message).toBe('Your other sessions have been ended');
    for (const other of [phone, tablet])
      expect((await other.get<State>(`${API}/dashboard/secure/get/`)).body.user).toBeNull();
    const account = await here.get<{ sessions: Array<{ current: boolean }> }>(
      `${API}/dashboard/secure/account/`,
    );
    expect(account.body.sessions).toEqual([expect.objectContaining({ current: true })]);
    const anonymous = server.browser();
    await anonymous.visit();
    expect((await anonymous.get(`${API}/dashboard/secure/account/`)).status).toBe(401);
  });
});
