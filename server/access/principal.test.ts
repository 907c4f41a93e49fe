import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../src/ssr/contract';
import type { RequestAuth } from '../accounts/session';
import { testUser } from '../accounts/testing/users';
import { principalOfAuth, principalOfSession } from './principal';

const user = (internal: boolean) => testUser({ internal, dashboardAccess: true });
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
