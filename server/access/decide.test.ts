import { describe, expect, it } from 'vitest';
import {
  ANY_DASHBOARD,
  decideAccess,
  divisionNeed,
  SIGNED_IN,
  STAFF,
  type Need,
  type Principal,
} from './decide';

const visitor: Principal = { signedIn: false, internal: false, divisions: [] };
const customer: Principal = { signedIn: true, internal: false, divisions: [] };
const seller: Principal = { signedIn: true, internal: false, divisions: [3, 7] };
const staff: Principal = { signedIn: true, internal: true, divisions: [] };
const staffSeller: Principal = { signedIn: true, internal: true, divisions: [7] };

const allowed = { allowed: true };
const signIn = { allowed: false, status: 401, message: 'Please sign in to continue' };
const pageRefused = {
  allowed: false,
  status: 403,
  message: 'Insufficient permissions to access this page',
};
const storeRefused = {
  allowed: false,
  status: 403,
  message: 'Insufficient permissions to access this store',
};
const denied = { allowed: false, status: 403, message: 'Permission denied' };

describe('decideAccess', () => {
  it('asks a visitor to sign in, whatever is needed', () => {
    const needs: Need[] = [
      SIGNED_IN,
      divisionNeed(7, 'read'),
      divisionNeed(7, 'write', 'store'),
      ANY_DASHBOARD,
      STAFF,
    ];
    for (const need of needs) expect(decideAccess(visitor, need)).toStrictEqual(signIn);
  });

  it('lets any signed-in user through where only signing in is needed', () => {
    for (const who of [customer, seller, staff])
      expect(decideAccess(who, SIGNED_IN)).toStrictEqual(allowed);
  });

  it("lets a store's editors read and write its pages, and nobody else write them", () => {
    expect(decideAccess(seller, divisionNeed(7, 'write'))).toStrictEqual(allowed);
    expect(decideAccess(seller, divisionNeed(7, 'read'))).toStrictEqual(allowed);
    expect(decideAccess(seller, divisionNeed(8, 'write'))).toStrictEqual(pageRefused);
    expect(decideAccess(customer, divisionNeed(7, 'write'))).toStrictEqual(pageRefused);
    expect(decideAccess(staff, divisionNeed(7, 'write'))).toStrictEqual(pageRefused);
    expect(decideAccess(staffSeller, divisionNeed(7, 'write'))).toStrictEqual(allowed);
  });

  it('lets staff read any store, and no other outsider', () => {
    expect(decideAccess(staff, divisionNeed(7, 'read'))).toStrictEqual(allowed);
    expect(decideAccess(seller, divisionNeed(8, 'read'))).toStrictEqual(pageRefused);
    expect(decideAccess(customer, divisionNeed(7, 'read'))).toStrictEqual(pageRefused);
  });

  it('refuses in the words of the store when the store itself is asked for', () => {
    expect(decideAccess(seller, divisionNeed(8, 'write', 'store'))).toStrictEqual(storeRefused);
    expect(decideAccess(staff, divisionNeed(7, 'write', 'store'))).toStrictEqual(storeRefused);
    expect(decideAccess(customer, divisionNeed(7, 'read', 'store'))).toStrictEqual(storeRefused);
    expect(decideAccess(staff, divisionNeed(7, 'read', 'store'))).toStrictEqual(allowed);
  });

  it("lets any store's sellers and staff use a dashboard, not a customer", () => {
    expect(decideAccess(seller, ANY_DASHBOARD)).toStrictEqual(allowed);
    expect(decideAccess(staff, ANY_DASHBOARD)).toStrictEqual(allowed);
    expect(decideAccess(customer, ANY_DASHBOARD)).toStrictEqual(denied);
  });

  it('keeps staff-only actions to internal users', () => {
    expect(decideAccess(staff, STAFF)).toStrictEqual(allowed);
    expect(decideAccess(staffSeller, STAFF)).toStrictEqual(allowed);
    expect(decideAccess(seller, STAFF)).toStrictEqual(denied);
    expect(decideAccess(customer, STAFF)).toStrictEqual(denied);
  });
});
