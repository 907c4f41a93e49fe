import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../src/model';
import type { RequestAuth } from '../accounts/session';
import type { User } from '../accounts/usersRepository';
import { canEditDivision, canReadAnyPage, shopperRefusal } from './access';

const user = (over: Partial<User> = {}): User => ({
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
  ...over,
});
const anonymous: RequestAuth = { session: null, user: null, divisions: [] };
const customer: RequestAuth = { session: null, user: user(), divisions: [] };
const seller: RequestAuth = { session: null, user: user(), divisions: [7] };
const staff: RequestAuth = { session: null, user: user({ internal: true }), divisions: [] };
const page = (loginState: string, published = true) =>
  pageSchema.parse({ published, properties: { loginState: { value: loginState } } });

describe('page access', () => {
  it('lets a seller edit only their own stores, and staff read any', () => {
    expect(canEditDivision(seller, 7)).toBe(true);
    expect(canEditDivision(seller, 8)).toBe(false);
    expect(canEditDivision(staff, 7)).toBe(false);
    expect(canReadAnyPage(staff)).toBe(true);
    expect(canReadAnyPage(seller)).toBe(false);
  });

  it('applies loginState to shoppers', () => {
    expect(shopperRefusal(page('everyone'), anonymous)).toBeNull();
    expect(shopperRefusal(page('logged-in'), anonymous)).toBe('forbidden');
    expect(shopperRefusal(page('logged-in'), customer)).toBeNull();
    expect(shopperRefusal(page('logged-out'), customer)).toBe('forbidden');
    expect(shopperRefusal(page('logged-out'), anonymous)).toBeNull();
    expect(shopperRefusal(page('dashboard-access'), customer)).toBe('forbidden');
    expect(shopperRefusal(page('dashboard-access'), seller)).toBeNull();
  });

  it('hides unpublished pages from everyone but internal users', () => {
    expect(shopperRefusal(page('everyone', false), seller)).toBe('hidden');
    expect(shopperRefusal(page('everyone', false), anonymous)).toBe('hidden');
    expect(shopperRefusal(page('everyone', false), staff)).toBeNull();
  });
});
