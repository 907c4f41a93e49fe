import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../src/ssr/contract';
import { accessRedirect, storeVisitRedirect, type Visitor } from './guards';

const session = (overrides: Partial<SessionView> = {}): SessionView => ({
  userId: 1,
  email: 'seller@example.com',
  name: 'Seller',
  verified: true,
  signedEula: true,
  internal: false,
  dashboardDivisions: [],
  ...overrides,
});
const shopper: Visitor = { session: null, divisionId: 7 };
const customer: Visitor = { session: session(), divisionId: 7 };
const seller: Visitor = { session: session({ dashboardDivisions: [7] }), divisionId: 7 };
const staff: Visitor = { session: session({ internal: true }), divisionId: 7 };

describe('accessRedirect', () => {
  it('lets anyone see a page with no requirements', () => {
    expect(accessRedirect([], shopper, '/about/')).toBeNull();
  });
  it('sends a signed-out visitor of a logged-in page to sign in, keeping the full path', () => {
    expect(accessRedirect(['logged-in'], shopper, '/members/?a=1')).toBe(
      '/login/?redirect_uri=%2Fmembers%2F%3Fa%3D1',
    );
    expect(accessRedirect(['logged-in'], customer, '/members/')).toBeNull();
  });
  it('sends a signed-in visitor of a logged-out page to the dashboard', () => {
    expect(accessRedirect(['logged-out'], customer, '/join/')).toBe('/dashboard/');
    expect(accessRedirect(['logged-out'], shopper, '/join/')).toBeNull();
  });
  it('requires this store’s dashboard permissions for dashboard-access pages', () => {
    expect(accessRedirect(['dashboard-access'], shopper, '/team/')).toBe(
      '/login/?redirect_uri=%2Fteam%2F',
    );
    expect(accessRedirect(['dashboard-access'], customer, '/team/')).toBe('/403/');
    expect(accessRedirect(['dashboard-access'], seller, '/team/')).toBeNull();
    expect(accessRedirect(['dashboard-access'], staff, '/team/')).toBeNull();
  });
  it('shows unpublished pages only to internal users', () => {
    expect(accessRedirect(['internal'], seller, '/draft/')).toBe('/404/');
    expect(accessRedirect(['internal'], staff, '/draft/')).toBeNull();
  });
});

describe('storeVisitRedirect', () => {
  const open = { passwordProtected: false, comingSoon: false };
  const locked = { passwordProtected: true, comingSoon: false };
  const soon = { passwordProtected: false, comingSoon: true };

  it('lets everyone into an open store, and sends /countdown/ home', () => {
    expect(storeVisitRedirect('/', open, shopper)).toBeNull();
    expect(storeVisitRedirect('/countdown/', open, shopper)).toBe('/');
  });
  it('sends visitors of a password-protected store to /login/', () => {
    expect(storeVisitRedirect('/about/', locked, shopper)).toBe('/login/');
    expect(storeVisitRedirect('/login/', locked, shopper)).toBeNull();
  });
  it('sends visitors of a coming-soon store to /countdown/', () => {
    expect(storeVisitRedirect('/', soon, shopper)).toBe('/countdown/');
    expect(storeVisitRedirect('/countdown/', soon, shopper)).toBeNull();
  });
  it('lets the store’s own team and staff through, and away from /countdown/', () => {
    expect(storeVisitRedirect('/', locked, seller)).toBeNull();
    expect(storeVisitRedirect('/', soon, staff)).toBeNull();
    expect(storeVisitRedirect('/countdown/', soon, seller)).toBe('/');
  });
});
