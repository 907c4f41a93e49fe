import { describe, expect, it } from 'vitest';
import {
  allowedBeforeTwoFactor,
  FORCE_TWO_FACTOR_MESSAGES,
  mustSetUpTwoFactor,
  TWO_FACTOR_SETUP_PATH,
  twoFactorSetUpPath,
} from './forceTwoFactor';
import { ATLAS_ROLES } from './permissions';

describe('forcing two-factor', () => {
  it('holds only forced, non-staff accounts without two-factor', () => {
    const forced = { forceTwoFactor: true, twoFactorEnabled: false, internal: false };
    expect(mustSetUpTwoFactor(forced)).toBe(true);
    expect(mustSetUpTwoFactor({ ...forced, twoFactorEnabled: true })).toBe(false);
    expect(mustSetUpTwoFactor({ ...forced, forceTwoFactor: false })).toBe(false);
    expect(mustSetUpTwoFactor({ ...forced, internal: true })).toBe(false);
  });

  it('lets a held account read and set two-factor up, nothing else', () => {
    expect(allowedBeforeTwoFactor('GET', '/dashboard/pages/')).toBe(true);
    expect(allowedBeforeTwoFactor('POST', '/dashboard/secure/two-factor/enable/')).toBe(true);
    expect(allowedBeforeTwoFactor('POST', '/dashboard/secure/logout/')).toBe(true);
    expect(allowedBeforeTwoFactor('POST', '/basket/add/')).toBe(false);
    expect(allowedBeforeTwoFactor('DELETE', '/dashboard/pages/1/')).toBe(false);
  });

  it('has its words, its set-up screen and an admin-only permission', () => {
    expect(FORCE_TWO_FACTOR_MESSAGES.setUpFirst).toBe(
      'Set up two-factor authentication to continue',
    );
    expect(TWO_FACTOR_SETUP_PATH).toBe('/login/two-factor/');
    expect(twoFactorSetUpPath('/dashboard/pages/?x=1')).toBe(
      '/login/two-factor/?redirect_uri=%2Fdashboard%2Fpages%2F%3Fx%3D1',
    );
    expect(twoFactorSetUpPath('')).toBe('/login/two-factor/');
    expect(ATLAS_ROLES.admin).toContain('customers.write');
    expect(ATLAS_ROLES.support as readonly string[]).not.toContain('customers.write');
  });
});
