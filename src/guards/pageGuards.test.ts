import { describe, expect, it } from 'vitest';
import { pageGuards } from './pageGuards';
import { runGuards } from './runGuards';
import { guardState, seller, staff, user } from './testState';

const check = (requirements: Parameters<typeof pageGuards>[0], visitor = guardState()) =>
  runGuards(pageGuards(requirements), visitor);

describe('pageGuards', () => {
  it('lets anyone see a page with no requirements', () => {
    expect(check([])).toBeNull();
  });
  it('logged-in pages send signed-out visitors to sign in with the full path', () => {
    expect(
      check(['logged-in'], guardState({ path: '/members/', fullPath: '/members/?a=1' })),
    ).toEqual({
      redirect: '/login/?redirect_uri=%2Fmembers%2F%3Fa%3D1',
    });
    expect(check(['logged-in'], guardState({ user: user() }))).toBeNull();
  });
  it('logged-out pages send signed-in visitors to /dashboard/', () => {
    expect(check(['logged-out'], guardState({ user: user() }))).toEqual({
      redirect: '/dashboard/',
    });
  });
  it('dashboard-access pages: sign in first, then /403/ without this store’s permissions', () => {
    expect(check(['dashboard-access'], guardState({ fullPath: '/team/' }))).toEqual({
      redirect: '/login/?redirect_uri=%2Fteam%2F',
    });
    expect(check(['dashboard-access'], guardState({ user: user() }))).toEqual({
      redirect: '/403/',
    });
    expect(check(['dashboard-access'], guardState({ user: seller }))).toBeNull();
    expect(check(['dashboard-access'], guardState({ user: staff }))).toBeNull();
  });
  it('unpublished pages are for staff only; anyone else gets /404/', () => {
    expect(check(['internal'], guardState({ user: seller }))).toEqual({ redirect: '/404/' });
    expect(check(['internal'], guardState({ user: staff }))).toBeNull();
  });
});
