import { describe, expect, it } from 'vitest';
import { accountNextStep } from './accountNextStep';

const origin = 'http://demo.localhost:3000';
const shopper = { verified: true, signedEula: true, internal: false, dashboardDivisions: [] };
const seller = { ...shopper, dashboardDivisions: [1] };

describe('accountNextStep', () => {
  it('sends an unverified account to the verification step first', () => {
    expect(accountNextStep({ ...seller, verified: false, signedEula: false }, origin)).toBe(
      '/sign-up/verify/',
    );
  });

  it('then to the EULA, carrying a same-origin redirect on', () => {
    const unsigned = { ...shopper, signedEula: false };
    expect(accountNextStep(unsigned, origin)).toBe('/sign-up/eula/');
    expect(accountNextStep(unsigned, origin, '/basket/?x=1')).toBe(
      '/sign-up/eula/?redirect_uri=%2Fbasket%2F%3Fx%3D1',
    );
    expect(accountNextStep(unsigned, origin, 'https://evil.example/')).toBe('/sign-up/eula/');
  });

  it('then where the account came for, else the dashboard for sellers and staff, the store for shoppers', () => {
    expect(accountNextStep(shopper, origin, '/favourites/')).toBe('/favourites/');
    expect(accountNextStep(shopper, origin, '//evil.example/')).toBe('/');
    expect(accountNextStep(seller, origin)).toBe('/dashboard/');
    expect(accountNextStep({ ...shopper, internal: true }, origin)).toBe('/dashboard/');
  });

  it('takes the home the server named (a seller of another store: its own address)', () => {
    const elsewhere = 'http://robin.localhost:3000/login/?redirect_uri=%2Fdashboard%2F';
    expect(accountNextStep(seller, origin, '', elsewhere)).toBe(elsewhere);
    expect(accountNextStep(seller, origin, '/favourites/', elsewhere)).toBe('/favourites/');
  });

  it('sends a forced account to set up two-factor before the page it asked for (same-origin only)', () => {
    const forced = { ...seller, mustSetUpTwoFactor: true };
    expect(accountNextStep(forced, origin, '/dashboard/pages/')).toBe(
      '/login/two-factor/?redirect_uri=%2Fdashboard%2Fpages%2F',
    );
    expect(accountNextStep(forced, origin, 'https://evil.example/')).toBe('/login/two-factor/');
    expect(accountNextStep({ ...shopper, mustSetUpTwoFactor: true }, origin)).toBe(
      '/login/two-factor/',
    );
    expect(accountNextStep({ ...forced, signedEula: false }, origin, '/basket/')).toBe(
      '/sign-up/eula/?redirect_uri=%2Fbasket%2F',
    );
    expect(accountNextStep({ ...forced, mustSetUpTwoFactor: false }, origin, '/basket/')).toBe(
      '/basket/',
    );
  });
});
