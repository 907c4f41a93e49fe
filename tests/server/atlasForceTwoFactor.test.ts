import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { staffAccounts } from './support/staff';

/** Forcing two-factor on a seller or customer (issue 19, the spec's force2fa). */
const API = '/omnis/v3';
const HELD = 'Set up two-factor authentication to continue';

type Answer = {
  message?: string;
  redirect?: string;
  user?: { mustSetUpTwoFactor?: boolean } | null;
};

describe.each(testDatabaseKinds())('forcing two-factor on $dialect', (kind) => {
  let server: TestServer;
  const { makeStaff, signIn } = staffAccounts(() => server);
  const signedIn = async (email: string) => {
    const { browser, answer } = await signIn(email);
    return { browser, answer: answer as Answer };
  };

  let adminId: number;
  let sellerId: number;
  let customerId: number;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    adminId = await makeStaff('admin@omnis.test', 'admin');
    await makeStaff('support@omnis.test', 'support');
    sellerId = (await server.repos.users.findByEmail(server.world.users.seller))!.id;
    customerId = (await server.repos.users.findByEmail(server.world.users.customer))!.id;
  });
  afterAll(async () => server.close());

  it('is for admins, never on staff, and audited', async () => {
    const { browser: support } = await signedIn('support@omnis.test');
    const denied = await support.post<Answer>(
      `${API}/atlas/customers/${sellerId}/force-two-factor/`,
      {
        value: true,
      },
    );
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Permission denied');

    const { browser: admin } = await signedIn('admin@omnis.test');
    const staff = await admin.post<Answer>(`${API}/atlas/customers/${adminId}/force-two-factor/`, {
      value: true,
    });
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Staff always use two-factor authentication');
    const invalid = await admin.post<Answer>(
      `${API}/atlas/customers/${sellerId}/force-two-factor/`,
      {
        value: 'yes',
      },
    );
    expect(invalid.status).toBe(422);

    for (const id of [sellerId, customerId]) {
      const forced = await admin.post<{ force2fa: boolean }>(
        `${API}/atlas/customers/${id}/force-two-factor/`,
        { value: true },
      );
      expect(forced.body).toStrictEqual({ force2fa: true });
    }
    const listed = await admin.get<{ customers: { id: number; force2fa: boolean }[] }>(
      `${API}/atlas/customers/?q=${encodeURIComponent(server.world.users.seller)}`,
    );
    expect(listed.body.customers.find((row) => row.id === sellerId)?.force2fa).toBe(true);
    const audit = await admin.get<{
      entries: { action: string; subjectId: string; before: unknown; after: unknown }[];
    }>(`${API}/atlas/audit/?action=customer.force2fa`);
    expect(audit.body.entries.map((entry) => entry.subjectId).sort()).toStrictEqual(
      [String(sellerId), String(customerId)].sort(),
    );
    expect(audit.body.entries[0]!.before).toStrictEqual({ force2fa: false });
    expect(audit.body.entries[0]!.after).toStrictEqual({ force2fa: true });
  });

  it('sends the forced seller to set two-factor up and holds every change until then', async () => {
    const { browser: seller, answer } = await signedIn(server.world.users.seller);
    expect(answer.redirect).toBe('/login/two-factor/?redirect_uri=%2Fdashboard%2F');
    expect(answer.user?.mustSetUpTwoFactor).toBe(true);
    // redirect_uri does not skip the set-up: it is where the set-up goes on to (same origin only).
    for (const [asked, next] of [
      ['/dashboard/pages/', '/login/two-factor/?redirect_uri=%2Fdashboard%2Fpages%2F'],
      ['https://evil.example/', '/login/two-factor/?redirect_uri=%2Fdashboard%2F'],
    ]) {
      const other = await server
        .browser()
        .signIn(server.world.users.seller, PASSWORD, { redirect_uri: asked });
      expect((other.body as Answer).redirect, asked).toBe(next);
    }
    const held = await seller.post<Answer>(`${API}/atlas/permissions/request/pages.edit/`, {
      reason: 'Please',
    });
    expect(held.status).toBe(403);
    expect(held.body.message).toBe(HELD);
    expect((await seller.get(`${API}/dashboard/secure/account/`)).status).toBe(200);

    const enabled = await seller.post<{ secret: string }>(
      `${API}/dashboard/secure/two-factor/enable/`,
      { password: PASSWORD },
    );
    expect(enabled.status).toBe(200);
    const confirmed = await seller.post(`${API}/dashboard/secure/two-factor/confirm/`, {
      code: currentTwoFactorCode(enabled.body.secret),
    });
    expect(confirmed.status).toBe(200);
    const free = await seller.post<Answer>(`${API}/atlas/permissions/request/pages.edit/`, {
      reason: 'Please',
    });
    expect(free.body.message).not.toBe(HELD);
    const after = await seller.get<Answer>(`${API}/dashboard/secure/get/`);
    expect(after.body.user?.mustSetUpTwoFactor).toBeUndefined();
  });

  it('holds the forced customer too, and sends it to the storefront set-up', async () => {
    const { browser: customer, answer } = await signedIn(server.world.users.customer);
    expect(answer.redirect).toBe('/login/two-factor/?redirect_uri=%2F');
    expect(answer.user?.mustSetUpTwoFactor).toBe(true);
    const bound = await server
      .browser()
      .signIn(server.world.users.customer, PASSWORD, { redirect_uri: '/favourites/' });
    expect((bound.body as Answer).redirect).toBe(
      '/login/two-factor/?redirect_uri=%2Ffavourites%2F',
    );
    const held = await customer.post<Answer>(`${API}/atlas/permissions/request/pages.edit/`, {
      reason: 'Please',
    });
    expect(held.status).toBe(403);
    expect(held.body.message).toBe(HELD);
  });
});
