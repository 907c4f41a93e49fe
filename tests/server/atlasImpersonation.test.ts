import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { staffAccounts } from './support/staff';
import { createAuditRepository } from '../../server/backOffice/auditRepository';
import { sweepExpiredImpersonations } from '../../server/backOffice/impersonationExpiry';

/** Signing in as a seller (issue 19): audited start and end, and what it may not do. */
const API = '/omnis/v3';

type Answer = { message?: string };
type State = {
  impersonating: boolean;
  seller?: { id: number; email: string };
  staffEmail?: string;
  endsAt?: string;
};
type Audit = { entries: { action: string; staffEmail: string; subjectId: string }[] };

describe.each(testDatabaseKinds())('signing in as a seller on $dialect', (kind) => {
  let server: TestServer;
  const { makeStaff, signedIn } = staffAccounts(() => server);

  let adminId: number;
  let otherAdminId: number;
  let sellerId: number;
  let customerId: number;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    adminId = await makeStaff('admin@omnis.test', 'admin');
    otherAdminId = await makeStaff('admin2@omnis.test', 'admin');
    await makeStaff('support@omnis.test', 'support');
    sellerId = (await server.repos.users.findByEmail(server.world.users.seller))!.id;
    customerId = (await server.repos.users.findByEmail(server.world.users.customer))!.id;
  });
  afterAll(async () => server.close());

  it('refuses staff without the permission, staff accounts and non-sellers', async () => {
    const support = await signedIn('support@omnis.test');
    const denied = await support.post<Answer>(`${API}/atlas/customers/${sellerId}/impersonate/`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Permission denied');

    const admin = await signedIn('admin@omnis.test');
    const staff = await admin.post<Answer>(`${API}/atlas/customers/${otherAdminId}/impersonate/`);
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Staff accounts cannot be signed in as');
    const self = await admin.post<Answer>(`${API}/atlas/customers/${adminId}/impersonate/`);
    expect(self.body.message).toBe('Staff accounts cannot be signed in as');
    const customer = await admin.post<Answer>(`${API}/atlas/customers/${customerId}/impersonate/`);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('Only sellers can be signed in as');
    const missing = await admin.post<Answer>(`${API}/atlas/customers/999999/impersonate/`);
    expect(missing.status).toBe(404);
    expect((await admin.get<Answer>(`${API}/atlas/me/`)).status).toBe(200);
  });

  it('acts as the seller for 30 minutes, locked out of atlas and the account, then returns', async () => {
    const admin = await signedIn('admin@omnis.test');
    const started = await admin.post<{ redirect: string }>(
      `${API}/atlas/customers/${sellerId}/impersonate/`,
    );
    expect(started.status).toBe(200);
    expect(started.body.redirect).toBe('/dashboard/');

    const state = await admin.get<State>(`${API}/impersonation/`);
    expect(state.body.impersonating).toBe(true);
    expect(state.body.seller?.email).toBe(server.world.users.seller);
    expect(state.body.staffEmail).toBe('admin@omnis.test');
    const minutes = (Date.parse(state.body.endsAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const session = await admin.get<{ email?: string; user?: { email: string } }>(
      `${API}/dashboard/secure/account/`,
    );
    expect(session.status).toBe(200);
    expect(JSON.stringify(session.body)).toContain(server.world.users.seller);

    const atlas = await admin.get<Answer>(`${API}/atlas/me/`);
    expect(atlas.status).toBe(403);
    expect(atlas.body.message).toBe('Permission denied');

    const locked = 'This is not available while you are signed in as a seller';
    for (const [path, body] of [
      ['/dashboard/secure/account/password/', { currentPassword: PASSWORD, password: 'x' }],
      ['/dashboard/secure/account/email/', { email: 'new@demo.test', password: PASSWORD }],
      ['/dashboard/secure/two-factor/enable/', { password: PASSWORD }],
      ['/dashboard/secure/two-factor/disable/', { password: PASSWORD }],
      ['/dashboard/secure/sessions/end-others/', {}],
    ] as const) {
      const refused = await admin.post<Answer>(`${API}${path}`, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message, path).toBe(locked);
    }
    const seller = await server.repos.users.findByEmail(server.world.users.seller);
    expect(seller?.email).toBe(server.world.users.seller);

    const back = await admin.post<{ redirect: string }>(`${API}/impersonation/end/`);
    expect(back.status).toBe(200);
    expect(back.body.redirect).toBe('/atlas/');
    expect((await admin.get<State>(`${API}/impersonation/`)).body.impersonating).toBe(false);
    expect((await admin.get<Answer>(`${API}/atlas/me/`)).status).toBe(200);
    const again = await admin.post<Answer>(`${API}/impersonation/end/`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You are not signed in as a seller');

    const audit = await admin.get<Audit>(`${API}/atlas/audit/?q=seller.impersonate`);
    expect(
      audit.body.entries
        .slice(0, 2)
        .map((entry) => [entry.action, entry.staffEmail, entry.subjectId]),
    ).toStrictEqual([
      ['seller.impersonate.end', 'admin@omnis.test', String(sellerId)],
      ['seller.impersonate.start', 'admin@omnis.test', String(sellerId)],
    ]);
  });

  it('lets the seller themself still change their own account', async () => {
    const seller = await signedIn(server.world.users.seller);
    expect((await seller.get<State>(`${API}/impersonation/`)).body.impersonating).toBe(false);
    const enable = await seller.post<Answer>(`${API}/dashboard/secure/two-factor/enable/`, {
      password: PASSWORD,
    });
    expect(enable.status).toBe(200);
  });

  it('audits a session that simply expires once, however many sweeps find it', async () => {
    const admin = await signedIn('admin@omnis.test');
    expect((await admin.post(`${API}/atlas/customers/${sellerId}/impersonate/`)).status).toBe(200);
    const { db } = server.database.handle;
    const ended = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable('sessions')
      .set({ expires_at: ended })
      .where('impersonator_user_id', '=', adminId)
      .execute();
    expect((await admin.get<State>(`${API}/impersonation/`)).body.impersonating).toBe(false);

    const deps = {
      db,
      audit: createAuditRepository(db),
      now: () => new Date().toISOString(),
    };
    const sweeps = await Promise.all([
      sweepExpiredImpersonations(deps),
      sweepExpiredImpersonations(deps),
    ]);
    expect(sweeps[0]! + sweeps[1]!).toBe(1);
    expect(await sweepExpiredImpersonations(deps)).toBe(0);
    const left = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('impersonator_user_id', '=', adminId)
      .execute();
    expect(left).toStrictEqual([]);

    const again = await signedIn('admin@omnis.test');
    const audit = await again.get<{
      entries: { action: string; staffEmail: string; subjectId: string; after: unknown }[];
    }>(`${API}/atlas/audit/?action=seller.impersonate.expire`);
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'seller.impersonate.expire',
      staffEmail: 'admin@omnis.test',
      subjectId: String(sellerId),
      after: { seller: server.world.users.seller, endedAt: ended },
    });
  });
});
