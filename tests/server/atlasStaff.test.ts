import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode } from '../../server/accounts/twoFactor';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { staffAccounts } from './support/staff';

/** Creating and editing staff (issue 19), and a new member's first way into atlas. */
const API = '/omnis/v3/atlas';

type Answer = { message?: string; issues?: { field: string; message: string }[] };
type Staff = {
  id: number;
  email: string;
  username: string;
  status: number | null;
  statusLabel: string;
  role: string;
  team: string;
  reportsTo: number | null;
  isLeadership: boolean;
  avatar: string;
  twoFactorAuthEnabled: boolean;
  version: number;
};

describe.each(testDatabaseKinds())('staff create and edit on $dialect', (kind) => {
  let server: TestServer;
  const { makeStaff, signedIn } = staffAccounts(() => server);
  let adminId: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    adminId = await makeStaff('admin@omnis.test', 'admin');
    await makeStaff('viewer@omnis.test', 'viewer');
  });
  afterAll(async () => server.close());

  it('adds a member who chooses a password by link and must set up two-factor', async () => {
    const admin = await signedIn('admin@omnis.test');
    const body = {
      email: 'New.Person@Omnis.test',
      firstName: 'Nia',
      lastName: 'Person',
      username: 'nia',
      team: 'Support',
      status: 0,
      role: 'support',
      isLeadership: false,
      reportsTo: adminId,
      avatar: 'https://images.omnis.test/nia.png',
    };
    const viewer = await signedIn('viewer@omnis.test');
    const denied = await viewer.post<Answer>(`${API}/staff/`, body);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Permission denied');

    const bad = await admin.post<Answer>(`${API}/staff/`, {
      ...body,
      avatar: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Give an avatar address starting with https://');
    expect(
      (await admin.post<Answer>(`${API}/staff/`, { ...body, reportsTo: 999999 })).body.message,
    ).toBe('Choose a staff member to report to');
    expect(
      (await admin.post<Answer>(`${API}/staff/`, { ...body, username: 'viewer' })).body.message,
    ).toBe('This username is taken');

    const created = await admin.post<{ user: Staff }>(`${API}/staff/`, body);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: 'new.person@omnis.test',
      username: 'nia',
      status: 0,
      statusLabel: 'Enabled',
      role: 'support',
      team: 'Support',
      reportsTo: adminId,
      avatar: 'https://images.omnis.test/nia.png',
      twoFactorAuthEnabled: false,
    });
    const again = await admin.post<Answer>(`${API}/staff/`, { ...body, username: 'nia2' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This email address already has an account');

    // The mail's link lets them choose a password.
    const mail = await server.database.handle.db
      .selectFrom('outbox')
      .select(['kind', 'body'])
      .where('recipient', '=', 'new.person@omnis.test')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('password-reset');
    const link = (JSON.parse(mail.body) as { link: string }).link;
    const token = new URL(link).searchParams.get('token');
    const newcomer = server.browser();
    await newcomer.visit();
    const reset = await newcomer.post('/omnis/v3/dashboard/secure/reset-password/', {
      token,
      password: 'a brand new staff passphrase',
      password_confirmation: 'a brand new staff passphrase',
    });
    expect(reset.status).toBe(200);
    const signIn = await newcomer.signIn('new.person@omnis.test', 'a brand new staff passphrase');
    expect(signIn.status).toBe(200);

    // Atlas asks for two-factor first; once set up, they are in.
    const before = await newcomer.get<Answer>(`${API}/me/`);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('Two-factor authentication is required to use Atlas');
    const started = await newcomer.post<{ secret: string }>(
      '/omnis/v3/dashboard/secure/two-factor/enable/',
      { password: 'a brand new staff passphrase' },
    );
    expect(started.status).toBe(200);
    const confirmed = await newcomer.post('/omnis/v3/dashboard/secure/two-factor/confirm/', {
      code: currentTwoFactorCode(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    const me = await newcomer.get<{ user: Staff; permissions: string[] }>(`${API}/me/`);
    expect(me.status).toBe(200);
    expect(me.body.permissions).toContain('requests.answer');

    const log = await admin.get<{ entries: { action: string; after: unknown }[] }>(
      `${API}/audit/?q=${created.body.user.id}`,
    );
    expect(log.body.entries[0]).toMatchObject({
      action: 'staff.create',
      after: { email: 'new.person@omnis.test', role: 'support' },
    });
  });

  it('edits a member at the version read (409 when stale) and audits before and after', async () => {
    const admin = await signedIn('admin@omnis.test');
    const list = await admin.get<{ users: Staff[] }>(`${API}/users/?q=viewer`);
    const viewer = list.body.users[0]!;
    const edit = {
      firstName: 'Vera',
      lastName: 'Viewer',
      username: 'vera',
      team: 'Factory',
      status: -1,
      role: 'factory',
      isLeadership: true,
      reportsTo: adminId,
      avatar: '',
      version: viewer.version,
    };
    const self = await admin.post<Answer>(`${API}/staff/${viewer.id}/`, {
      ...edit,
      reportsTo: viewer.id,
    });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('Someone cannot report to themselves');
    expect(
      (await admin.post<Answer>(`${API}/staff/${viewer.id}/`, { ...edit, role: 'boss' })).body
        .message,
    ).toBe('Choose a role');

    const saved = await admin.post<{ user: Staff }>(`${API}/staff/${viewer.id}/`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({
      username: 'vera',
      status: -1,
      statusLabel: 'Disabled',
      role: 'factory',
      team: 'Factory',
      isLeadership: true,
      version: viewer.version + 1,
    });
    const stale = await admin.post<Answer>(`${API}/staff/${viewer.id}/`, edit);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This was changed by someone else. Reload and try again.');
    expect((await admin.post<Answer>(`${API}/staff/999999/`, edit)).status).toBe(404);

    // Disabled now: they no longer get in.
    expect((await (await signedIn('viewer@omnis.test')).get<Answer>(`${API}/me/`)).status).toBe(
      403,
    );

    const log = await admin.get<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      `${API}/audit/?q=${viewer.id}`,
    );
    expect(log.body.entries[0]).toMatchObject({
      action: 'staff.update',
      before: { username: 'viewer', status: 0, role: 'viewer' },
      after: { username: 'vera', status: -1, role: 'factory' },
    });
  });
});
