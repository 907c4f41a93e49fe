import { describe, expect, it } from 'vitest';
import {
  dashboardPermissions,
  internalUser,
  loggedIn,
  loggedOut,
  notVerified,
  signedEula,
  verified,
} from './sessionGuards';
import { guardState, seller, staff, user } from './testState';

describe('session guards', () => {
  it('logged in, else /login/?redirect_uri={full path}', () => {
    expect(loggedIn(guardState({ path: '/members/', fullPath: '/members/?a=1&b=2' }))).toEqual({
      redirect: '/login/?redirect_uri=%2Fmembers%2F%3Fa%3D1%26b%3D2',
    });
    expect(loggedIn(guardState({ user: user() }))).toBeNull();
  });

  it('logged out, else /dashboard/', () => {
    expect(loggedOut(guardState({ user: user() }))).toEqual({ redirect: '/dashboard/' });
    expect(loggedOut(guardState())).toBeNull();
  });

  it('verified, else /sign-up/verify/', () => {
    expect(verified(guardState({ user: user({ verified: false }) }))).toEqual({
      redirect: '/sign-up/verify/',
    });
    expect(verified(guardState())).toEqual({ redirect: '/sign-up/verify/' });
    expect(verified(guardState({ user: user() }))).toBeNull();
  });

  it('not verified, else /dashboard/', () => {
    expect(notVerified(guardState({ user: user() }))).toEqual({ redirect: '/dashboard/' });
    expect(notVerified(guardState())).toEqual({ redirect: '/dashboard/' });
    expect(notVerified(guardState({ user: user({ verified: false }) }))).toBeNull();
  });

  it('signed EULA, else /sign-up/eula/', () => {
    expect(signedEula(guardState({ user: user({ signedEula: false }) }))).toEqual({
      redirect: '/sign-up/eula/',
    });
    expect(signedEula(guardState({ user: user() }))).toBeNull();
  });

  it('internal user, else /dashboard/', () => {
    expect(internalUser(guardState({ user: seller }))).toEqual({ redirect: '/dashboard/' });
    expect(internalUser(guardState())).toEqual({ redirect: '/dashboard/' });
    expect(internalUser(guardState({ user: staff }))).toBeNull();
  });

  it('dashboard permissions of this store, else /403/', () => {
    expect(dashboardPermissions(guardState({ user: user() }))).toEqual({ redirect: '/403/' });
    expect(dashboardPermissions(guardState({ user: user({ dashboardDivisions: [8] }) }))).toEqual({
      redirect: '/403/',
    });
    expect(dashboardPermissions(guardState())).toEqual({ redirect: '/403/' });
    expect(dashboardPermissions(guardState({ user: seller }))).toBeNull();
    expect(dashboardPermissions(guardState({ user: staff }))).toBeNull();
  });
});
