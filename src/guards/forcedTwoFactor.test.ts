import { describe, expect, it } from 'vitest';
import { forcedTwoFactorSetUp } from './forcedTwoFactor';
import { guardState, user } from './testState';

const visit = (fullPath: string, mustSetUpTwoFactor: boolean | undefined = true) =>
  forcedTwoFactorSetUp(
    guardState({ path: fullPath.split('?')[0]!, fullPath, user: user({ mustSetUpTwoFactor }) }),
  );

describe('forcedTwoFactorSetUp', () => {
  it('sends a held account to the set-up, carrying the page on', () => {
    expect(visit('/basket/')).toEqual({ redirect: '/login/two-factor/?redirect_uri=%2Fbasket%2F' });
    expect(visit('/dashboard/pages/?tab=2')).toEqual({
      redirect: '/login/two-factor/?redirect_uri=%2Fdashboard%2Fpages%2F%3Ftab%3D2',
    });
  });

  it('carries on paths of this site only', () => {
    expect(visit('//evil.example/')).toEqual({ redirect: '/login/two-factor/' });
  });

  it('leaves the set-up and the sign-in and sign-up steps open', () => {
    for (const path of ['/login/two-factor/', '/login/', '/sign-up/verify/', '/sign-up/eula/'])
      expect(visit(path)).toBeNull();
  });

  it('lets everyone else through', () => {
    expect(visit('/basket/', false)).toBeNull();
    expect(forcedTwoFactorSetUp(guardState({ path: '/basket/', fullPath: '/basket/' }))).toBeNull();
  });
});
