import { expect } from 'vitest';
import { hashPassword } from '../../../server/accounts/passwords';
import { currentTwoFactorCode, newTwoFactorSecret } from '../../../server/accounts/twoFactor';
import type { Browser } from './browser';
import { PASSWORD, type TestServer } from './server';

/**
 * Atlas staff for server tests: `makeStaff` adds an enabled staff member with a role and
 * two-factor on (the secret kept here), `signIn` signs anyone in with the current code when
 * they have a secret. `server` is read when called, so it can be set in `beforeAll`.
 */
export function staffAccounts(server: () => TestServer) {
  const secrets = new Map<string, string>();

  async function makeStaff(email: string, role: string): Promise<number> {
    const user = await server().repos.users.create({
      email,
      passwordHash: await hashPassword(PASSWORD),
      verified: true,
      signedEula: true,
      internal: true,
    });
    const secret = newTwoFactorSecret();
    secrets.set(email, secret);
    await server().repos.users.setTwoFactorSecret(user.id, secret);
    await server().repos.staff.createProfile(user.id, {
      username: email.split('@')[0]!,
      status: 0,
      role,
    });
    return user.id;
  }

  /** Signed in (200 checked), with the sign-in's answer. */
  async function signIn(
    email: string,
    password = PASSWORD,
  ): Promise<{ browser: Browser; answer: unknown }> {
    const browser = server().browser();
    const secret = secrets.get(email);
    const signed = await browser.signIn(
      email,
      password,
      secret ? { twoFactorAuthCode: currentTwoFactorCode(secret) } : {},
    );
    expect(signed.status).toBe(200);
    return { browser, answer: signed.body };
  }

  const signedIn = async (email: string, password = PASSWORD): Promise<Browser> =>
    (await signIn(email, password)).browser;

  return { makeStaff, signIn, signedIn };
}
