import { describe, expect, it } from 'vitest';
import { DASHBOARD_GUARDS } from './dashboardGuards';
import { runGuards } from './runGuards';
import { guardState, seller, staff, user } from './testState';

const check = (state: Parameters<typeof runGuards>[1]) => runGuards(DASHBOARD_GUARDS, state);

describe('DASHBOARD_GUARDS', () => {
  it('sends each visitor to the first step they miss', () => {
    expect(check(guardState({ path: '/dashboard/pages/', fullPath: '/dashboard/pages/' }))).toEqual(
      {
        redirect: '/login/?redirect_uri=%2Fdashboard%2Fpages%2F',
      },
    );
    expect(check(guardState({ user: { ...seller, verified: false } }))).toEqual({
      redirect: '/sign-up/verify/',
    });
    expect(check(guardState({ user: { ...seller, signedEula: false } }))).toEqual({
      redirect: '/sign-up/eula/',
    });
    expect(check(guardState({ user: user() }))).toEqual({ redirect: '/403/' });
  });

  it('lets the store’s team and staff in', () => {
    expect(check(guardState({ user: seller }))).toBeNull();
    expect(check(guardState({ user: staff }))).toBeNull();
  });
});
