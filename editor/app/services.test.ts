import { describe, expect, it } from 'vitest';
import { canEditStore, loginRedirect } from './services';

const user = {
  userId: 1,
  email: 'a@b.c',
  name: 'A',
  verified: true,
  signedEula: true,
  internal: false,
  dashboardDivisions: [4],
};

describe('canEditStore', () => {
  it('lets the store’s own team and internal staff edit, no one else', () => {
    expect(canEditStore(user, 4)).toBe(true);
    expect(canEditStore(user, 5)).toBe(false);
    expect(canEditStore({ ...user, internal: true, dashboardDivisions: [] }, 5)).toBe(true);
  });
});

describe('loginRedirect', () => {
  it('sends a signed-out seller to /login/ with the full path to come back to', () => {
    expect(loginRedirect('/dashboard/pages/3/edit/?x=1')).toBe(
      '/login/?redirect_uri=%2Fdashboard%2Fpages%2F3%2Fedit%2F%3Fx%3D1',
    );
  });
});
