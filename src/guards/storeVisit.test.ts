import { describe, expect, it } from 'vitest';
import { canVisitDirectly, storeVisit } from './storeVisit';
import { guardState, seller, staff, user } from './testState';
import type { GuardStore, GuardUser } from './types';

const locked = { passwordProtected: true };
const soon = { comingSoon: true };
const visit = (path: string, store: Partial<GuardStore> = {}, visitor: GuardUser | null = null) =>
  storeVisit(guardState({ path, fullPath: path, store, user: visitor }));

describe('storeVisit', () => {
  it('lets everyone into an open store; /countdown/ and a plain /login/ go home', () => {
    expect(visit('/about/')).toBeNull();
    expect(visit('/countdown/')).toEqual({ redirect: '/' });
    expect(visit('/login/')).toEqual({ redirect: '/' });
  });

  it('keeps the account steps around sign-in open in every store state', () => {
    for (const path of [
      '/login/forgot/',
      '/login/reset/',
      '/login/two-factor/',
      '/sign-up/',
      '/sign-up/verify/',
    ]) {
      expect(visit(path)).toBeNull();
      expect(visit(path, locked)).toBeNull();
      expect(visit(path, soon)).toBeNull();
    }
  });

  it('keeps /login/ open to a visitor another guard sent to sign in', () => {
    expect(
      storeVisit(guardState({ path: '/login/', fullPath: '/login/?redirect_uri=%2Fdashboard%2F' })),
    ).toBeNull();
  });

  it('sends visitors of a password-protected store to /login/, which is then open', () => {
    expect(visit('/about/', locked)).toEqual({ redirect: '/login/' });
    expect(visit('/', locked, user())).toEqual({ redirect: '/login/' });
    expect(visit('/login/', locked)).toBeNull();
    expect(visit('/countdown/', locked)).toEqual({ redirect: '/' });
  });

  it('sends visitors of a coming-soon store to /countdown/, which is open only to them', () => {
    expect(visit('/about/', soon)).toEqual({ redirect: '/countdown/' });
    expect(visit('/countdown/', soon)).toBeNull();
    expect(visit('/login/', soon)).toBeNull();
    expect(visit('/about/', { ...soon, ...locked })).toEqual({ redirect: '/countdown/' });
  });

  it('lets the store team and staff visit a closed store directly, so /login/ and /countdown/ go home', () => {
    for (const allowed of [seller, staff]) {
      expect(visit('/about/', { ...soon, ...locked }, allowed)).toBeNull();
      expect(visit('/countdown/', soon, allowed)).toEqual({ redirect: '/' });
      expect(visit('/login/', locked, allowed)).toEqual({ redirect: '/' });
    }
    expect(canVisitDirectly(guardState({ user: seller, store: locked }))).toBe(true);
    expect(
      canVisitDirectly(guardState({ user: user({ dashboardDivisions: [8] }), store: locked })),
    ).toBe(false);
  });

  it('sends visitors of a store that is not active to /store-under-review/, which is open only to them', () => {
    const inactive = { active: false };
    expect(visit('/', inactive)).toEqual({ redirect: '/store-under-review/' });
    expect(visit('/product/fox-tee/', inactive, user())).toEqual({
      redirect: '/store-under-review/',
    });
    expect(visit('/store-under-review/', inactive)).toBeNull();
    expect(visit('/store-under-review/')).toEqual({ redirect: '/' });
    // Its team signs in to see it: /login/ stays reachable from the page.
    expect(
      storeVisit(
        guardState({ path: '/login/', fullPath: '/login/?redirect_uri=%2F', store: inactive }),
      ),
    ).toBeNull();
    expect(visit('/sign-up/', inactive)).toBeNull();
    for (const allowed of [seller, staff]) {
      expect(visit('/about/', inactive, allowed)).toBeNull();
      expect(visit('/store-under-review/', inactive, allowed)).toEqual({ redirect: '/' });
    }
  });
});
