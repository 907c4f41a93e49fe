import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../src/ssr/contract';
import type { RequestAuth } from '../accounts/session';
import type { User } from '../accounts/usersRepository';
import { principalOfAuth, principalOfSession } from './principal';

const user = (internal: boolean): User => ({
  id: 1,
  email: 'a@b.co',
  passwordHash: '',
  firstName: '',
  lastName: '',
  verified: true,
  signedEula: true,
  internal,
  shouldHaveStore: false,
  dashboardAccess: true,
  twoFactorSecret: null,
  twoFactorPendingSecret: null,
  eulaVersion: null,
});
const session = (internal: boolean, divisions: number[]): SessionView => ({
  userId: 1,
  email: 'a@b.co',
  name: 'A',
  verified: true,
  signedEula: true,
  internal,
  dashboardDivisions: divisions,
});
const nobody = { signedIn: false, internal: false, divisions: [] };

describe('principals', () => {
  it('reads a request: its user, staff or not, and the stores whose dashboard they use', () => {
    const auth: RequestAuth = { session: null, user: user(true), divisions: [7] };
    expect(principalOfAuth(auth)).toStrictEqual({ signedIn: true, internal: true, divisions: [7] });
  });

  it('takes a request without a user as nobody, whatever else it carries', () => {
    expect(principalOfAuth({ session: null, user: null, divisions: [7] })).toStrictEqual(nobody);
  });

  it("reads a collaboration socket's session the same way", () => {
    expect(principalOfSession(session(false, [3]))).toStrictEqual({
      signedIn: true,
      internal: false,
      divisions: [3],
    });
    expect(principalOfSession(null)).toStrictEqual(nobody);
  });
});
