import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { staffAccounts } from './support/staff';

/** The permission-request inbox (issue 19): listed, granted or refused with a note, told. */
const API = '/omnis/v3/atlas';

type Answer = { message?: string };
type RequestRow = {
  id: number;
  email: string;
  permissions: string;
  reason: string;
  status: string;
  note: string;
  answeredBy: string | null;
};

describe.each(testDatabaseKinds())('permission-request inbox on $dialect', (kind) => {
  let server: TestServer;
  const { makeStaff, signedIn } = staffAccounts(() => server);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await makeStaff('admin@omnis.test', 'admin');
    await makeStaff('viewer@omnis.test', 'viewer');
  });
  afterAll(async () => server.close());

  it('grants and refuses requests with a note, tells the requester, and audits it', async () => {
    const seller = await signedIn(server.world.users.seller);
    expect(
      (
        await seller.post(`/omnis/v3/atlas/permissions/request/dashboard/`, {
          reason: 'I run the shop',
        })
      ).status,
    ).toBe(200);
    const customer = await signedIn(server.world.users.customer);
    expect(
      (await customer.post(`/omnis/v3/atlas/permissions/request/pages.edit/`, {})).status,
    ).toBe(200);

    // A viewer reads the inbox but may not answer.
    const viewer = await signedIn('viewer@omnis.test');
    const seen = await viewer.get<{ requests: RequestRow[]; hasMore: boolean }>(
      `${API}/permission-requests/`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.requests.map((row) => [row.email, row.permissions, row.reason])).toStrictEqual(
      [
        [server.world.users.seller, 'dashboard', 'I run the shop'],
        [server.world.users.customer, 'pages.edit', ''],
      ],
    );
    const [fromSeller, fromCustomer] = seen.body.requests as [RequestRow, RequestRow];
    const refused = await viewer.post<Answer>(`${API}/permission-requests/${fromSeller.id}/`, {
      decision: 'grant',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Permission denied');

    const admin = await signedIn('admin@omnis.test');
    // A refusal needs a reason; a decision must be one of the two.
    const noNote = await admin.post<Answer>(`${API}/permission-requests/${fromCustomer.id}/`, {
      decision: 'refuse',
      note: '  ',
    });
    expect(noNote.status).toBe(422);
    expect(noNote.body.message).toBe('Give the requester a reason');
    expect(
      (
        await admin.post<Answer>(`${API}/permission-requests/${fromCustomer.id}/`, {
          decision: 'maybe',
        })
      ).body.message,
    ).toBe('Choose grant or refuse');
    // Without CSRF the write is refused.
    expect(
      (
        await admin.post(
          `${API}/permission-requests/${fromSeller.id}/`,
          { decision: 'grant' },
          { csrf: false },
        )
      ).status,
    ).toBe(403);

    const granted = await admin.post<{ request: RequestRow; notified: boolean }>(
      `${API}/permission-requests/${fromSeller.id}/`,
      { decision: 'grant', note: 'Welcome aboard' },
    );
    expect(granted.status).toBe(200);
    expect(granted.body.notified).toBe(true);
    expect(granted.body.request).toMatchObject({
      status: 'granted',
      note: 'Welcome aboard',
      answeredBy: 'admin@omnis.test',
    });
    // Answered once: a second answer (another tab, a colleague) is a 409.
    const again = await admin.post<Answer>(`${API}/permission-requests/${fromSeller.id}/`, {
      decision: 'refuse',
      note: 'No',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This request was already answered by someone else. Reload to see it.',
    );

    // The seller is told, and has the dashboard now.
    const notices = await seller.get<{ notifications: { title: string; body: string }[] }>(
      '/omnis/v3/notifications/',
    );
    expect(notices.body.notifications.map((n) => [n.title, n.body])).toContainEqual([
      'Permission request granted',
      'Your request for dashboard was granted. Welcome aboard',
    ]);
    const user = await server.repos.users.findByEmail(server.world.users.seller);
    expect(user?.dashboardAccess).toBe(true);

    // Refused with the reason, which the customer reads in their notification.
    const refusedCustomer = await admin.post<{ request: RequestRow; notified: boolean }>(
      `${API}/permission-requests/${fromCustomer.id}/`,
      { decision: 'refuse', note: 'Ask the store owner' },
    );
    expect(refusedCustomer.body).toMatchObject({ notified: true, request: { status: 'refused' } });
    const customerNotices = await customer.get<{
      notifications: { title: string; body: string }[];
    }>('/omnis/v3/notifications/');
    expect(customerNotices.body.notifications.map((n) => [n.title, n.body])).toStrictEqual([
      [
        'Permission request refused',
        'Your request for pages.edit was refused. Ask the store owner',
      ],
    ]);

    expect(
      (await admin.get<{ requests: RequestRow[] }>(`${API}/permission-requests/`)).body.requests,
    ).toStrictEqual([]);
    const answered = await admin.get<{ requests: RequestRow[] }>(
      `${API}/permission-requests/?status=granted`,
    );
    expect(answered.body.requests.map((row) => row.id)).toStrictEqual([fromSeller.id]);

    const log = await admin.get<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      `${API}/audit/?q=${fromSeller.id}`,
    );
    expect(log.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'permission-request.grant',
        before: { status: 'pending', dashboardAccess: true },
        after: { status: 'granted', note: 'Welcome aboard', dashboardAccess: true },
      }),
    );
  });

  it('granting a staff member an atlas permission adds it to theirs, audited and told', async () => {
    const viewer = await signedIn('viewer@omnis.test');
    const me = () => viewer.get<{ permissions: string[] }>(`${API}/me/`);
    expect((await me()).body.permissions).not.toContain('quotes.answer');
    expect(
      (await viewer.post(`/omnis/v3/atlas/permissions/request/quotes.answer,quotes.read/`, {}))
        .status,
    ).toBe(200);
    const admin = await signedIn('admin@omnis.test');
    const pending = (await admin.get<{ requests: RequestRow[] }>(`${API}/permission-requests/`))
      .body.requests;
    const asked = pending.find((row) => row.email === 'viewer@omnis.test')!;
    const granted = await admin.post<{ request: RequestRow; notified: boolean }>(
      `${API}/permission-requests/${asked.id}/`,
      { decision: 'grant', note: 'For the quotes rota' },
    );
    expect(granted.body).toMatchObject({ notified: true, request: { status: 'granted' } });

    // The member holds it now (their role's permissions plus the grant), on the server too.
    const after = (await me()).body.permissions;
    expect(after).toContain('quotes.answer');
    expect(after).toContain('users.read');
    expect((await viewer.get(`${API}/quotes/`)).status).toBe(200);
    const notices = await viewer.get<{ notifications: { title: string; body: string }[] }>(
      '/omnis/v3/notifications/',
    );
    expect(notices.body.notifications.map((n) => n.body)).toContain(
      'Your request for quotes.answer and quotes.read was granted. For the quotes rota',
    );
    const log = await admin.get<{
      entries: {
        action: string;
        before: { permissions?: string[] };
        after: { permissions?: string[] };
      }[];
    }>(`${API}/audit/?q=${asked.id}&action=permission-request.grant`);
    const entry = log.body.entries[0]!;
    expect(entry.before.permissions).not.toContain('quotes.answer');
    expect(entry.after.permissions).toStrictEqual(
      [...entry.before.permissions!, 'quotes.answer'].sort(
        (a, b) => after.indexOf(a) - after.indexOf(b),
      ),
    );
  });
});
