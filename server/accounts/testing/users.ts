import type { User } from '../usersRepository';

/** A stored user for unit tests: a verified customer with the EULA signed, unless `over` says otherwise. */
export const testUser = (over: Partial<User> = {}): User => ({
  id: 1,
  email: 'a@b.co',
  passwordHash: '',
  firstName: '',
  lastName: '',
  verified: true,
  signedEula: true,
  internal: false,
  shouldHaveStore: false,
  dashboardAccess: false,
  twoFactorSecret: null,
  twoFactorPendingSecret: null,
  eulaVersion: null,
  forceTwoFactor: false,
  ...over,
});
