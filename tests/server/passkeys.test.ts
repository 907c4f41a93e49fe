import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '../../src/model';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { SoftAuthenticator } from './support/softAuthenticator';
import type { Browser } from './support/browser';

const API = '/omnis/v3';
type Errors = { message: string; errors: Record<string, string[]> };
type State = { user: { email: string } | null; sessionId: string | null };
type Listed = Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>;

describe.each(testDatabaseKinds())('passkeys on $dialect', (kind) => {
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

  async function signedIn(email: string): Promise<Browser> {
    const browser = server.browser();
    await browser.visit();
    await browser.post(`${API}/shop/customer/create/`, {
      email,
      password: PASSWORD,
      should_have_store: 0,
      dashboard_access: 0,
    });
    // A sign-up signs nobody in (the mailed link does): sign in with the password.
    await browser.signIn(email, PASSWORD);
    return browser;
  }

  async function addPasskey(browser: Browser, authenticator: SoftAuthenticator, name: string) {
    const options = await browser.post<{ challenge: string }>(
      `${API}/dashboard/secure/passkeys/options/`,
    );
    return browser.post<Errors>(`${API}/dashboard/secure/passkeys/`, {
      name,
      response: authenticator.register(options.body),
    });
  }

  async function passkeyLogin(browser: Browser, authenticator: SoftAuthenticator, origin?: string) {
    await browser.visit();
    const options = await browser.post<{ challenge: string }>(
      `${API}/dashboard/secure/passkey-login/options/`,
    );
    const response = authenticator.authenticate(options.body, origin);
    return {
      response,
      answer: await browser.post<State & Errors>(`${API}/dashboard/secure/passkey-login/`, {
        response,
      }),
    };
  }

  it('adds a named passkey, lists it, and signs in with it into a fresh session', async () => {
    const owner = await signedIn('keys@new.test');
    const authenticator = new SoftAuthenticator(server.url);
    const added = await addPasskey(owner, authenticator, 'Laptop');
    expect(added.status).toBe(201);
    const listed = await owner.get<Listed>(`${API}/dashboard/secure/passkeys/`);
    expect(listed.body).toEqual([
      { id: authenticator.id, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);

    const visitor = server.browser();
    const { answer } = await passkeyLogin(visitor, authenticator);
    expect(answer.status).toBe(200);
    expect(answer.body.user?.email).toBe('keys@new.test');
    expect((await visitor.get<State>(`${API}/dashboard/secure/get/`)).body.user?.email).toBe(
      'keys@new.test',
    );
    const stored = await server.repos.passkeys.find(authenticator.id);
    expect(stored?.counter).toBe(2);
    expect(stored?.lastUsedAt).not.toBeNull();
  });

  it('refuses a challenge answered twice, and an answer made for another origin', async () => {
    const owner = await signedIn('replay@new.test');
    const authenticator = new SoftAuthenticator(server.url);
    await addPasskey(owner, authenticator, 'Phone');
    const first = await passkeyLogin(server.browser(), authenticator);
    expect(first.answer.status).toBe(200);
    const replayer = server.browser();
    await replayer.visit();
    const replay = await replayer.post<Errors>(`${API}/dashboard/secure/passkey-login/`, {
      response: first.response,
    });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(PASSKEY_MESSAGES.notVerified);

    const elsewhere = await passkeyLogin(server.browser(), authenticator, 'https://evil.test');
    expect(elsewhere.answer.status).toBe(422);
    expect(elsewhere.answer.body.user).toBeUndefined();
  });

  it('refuses an expired challenge', async () => {
    const owner = await signedIn('late@new.test');
    const authenticator = new SoftAuthenticator(server.url);
    await addPasskey(owner, authenticator, 'Key');
    const visitor = server.browser();
    await visitor.visit();
    const options = await visitor.post<{ challenge: string }>(
      `${API}/dashboard/secure/passkey-login/options/`,
    );
    await server.database.handle.db
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', '=', options.body.challenge)
      .execute();
    const late = await visitor.post<Errors>(`${API}/dashboard/secure/passkey-login/`, {
      response: authenticator.authenticate(options.body),
    });
    expect(late.status).toBe(422);
  });

  it('answers an unknown passkey with a message and no session', async () => {
    const { answer } = await passkeyLogin(server.browser(), new SoftAuthenticator(server.url));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(PASSKEY_MESSAGES.unknown);
  });

  it('needs a signed-in user, a name and CSRF to add, and lets only the owner remove', async () => {
    const anonymous = server.browser();
    await anonymous.visit();
    expect((await anonymous.post(`${API}/dashboard/secure/passkeys/options/`)).status).toBe(401);

    const owner = await signedIn('owner@new.test');
    const authenticator = new SoftAuthenticator(server.url);
    const unnamed = await addPasskey(owner, authenticator, '  ');
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.message).toBe(PASSKEY_MESSAGES.name);
    const noCsrf = await owner.post(
      `${API}/dashboard/secure/passkeys/options/`,
      {},
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);

    expect((await addPasskey(owner, authenticator, 'Desk key')).status).toBe(201);
    const stranger = await signedIn('stranger@new.test');
    expect(
      (await stranger.delete(`${API}/dashboard/secure/passkeys/${authenticator.id}/`)).status,
    ).toBe(404);
    const removed = await owner.delete<{ message: string }>(
      `${API}/dashboard/secure/passkeys/${authenticator.id}/`,
    );
    expect(removed.body.message).toBe(PASSKEY_MESSAGES.removed);
    expect((await owner.get<Listed>(`${API}/dashboard/secure/passkeys/`)).body).toEqual([]);
  });

  it("does not let one user finish another user's registration challenge", async () => {
    const first = await signedIn('first@new.test');
    const second = await signedIn('second@new.test');
    const options = await first.post<{ challenge: string }>(
      `${API}/dashboard/secure/passkeys/options/`,
    );
    const stolen = await second.post<Errors>(`${API}/dashboard/secure/passkeys/`, {
      name: 'Stolen',
      response: new SoftAuthenticator(server.url).register(options.body),
    });
    expect(stolen.status).toBe(422);
  });
});
