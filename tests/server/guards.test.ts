import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, StoreCoreData } from '../../src/model';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

type Message = { message: string };
const demoHost = { headers: { host: 'demo.localhost' } };

/**
 * The server runs the same guards as the routers (src/guards): a guarded route's data is
 * never sent to someone the guard would turn away.
 */
describe.each(testDatabaseKinds())('guards on the server ($dialect)', (kind) => {
  let server: TestServer;
  let about: Page;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    about = (
      await seller.post<Page>('/omnis/v3/divisions/demo/pages/', {
        url: '/about/',
        properties: { title: { value: 'About' } },
      })
    ).body;
    await seller.post(`/omnis/v3/divisions/demo/pages/${about.id}/publish/`, {});
  });
  afterAll(async () => {
    await server?.close();
  });

  const setPasswordProtected = async (on: boolean) => {
    await server.database.handle.db
      .updateTable('divisions')
      .set({ password_protected: on ? 1 : 0 })
      .where('id', '=', server.world.demo.id)
      .execute();
  };

  it('sends no page of a password-protected store to a visitor it turns away', async () => {
    const shopper = server.browser();
    const coreDataPath = '/omnis/v3/frontend/demo/getStoreCoreData/json/';
    const pagePath = `/omnis/v3/divisions/demo/pages/${about.id}/`;
    expect((await shopper.get<StoreCoreData>(coreDataPath)).body.pages.map((p) => p.url)).toContain(
      '/about/',
    );
    expect((await shopper.get(pagePath)).status).toBe(200);
    await setPasswordProtected(true);
    try {
      const closed = await shopper.get<StoreCoreData>(coreDataPath);
      expect(closed.body.pages).toEqual([]);
      expect(closed.body.state.subdomain.passwordProtected).toBe(true);
      const page = await shopper.get<Message>(pagePath);
      expect(page.status).toBe(403);
      expect(page.text).not.toContain('About');
      expect((await shopper.get<unknown[]>('/omnis/v3/divisions/demo/pages')).body).toEqual([]);

      // Another store's seller is a visitor here too; the store's own team visits as usual.
      const outsider = server.browser();
      await outsider.signIn(server.world.users.otherSeller, PASSWORD);
      expect((await outsider.get<StoreCoreData>(coreDataPath)).body.pages).toEqual([]);
      const team = server.browser();
      await team.signIn(server.world.users.seller, PASSWORD);
      expect((await team.get<StoreCoreData>(coreDataPath)).body.pages.map((p) => p.url)).toContain(
        '/about/',
      );
    } finally {
      await setPasswordProtected(false);
    }
  });

  it('sends the dashboard app only to those its guards let in', async () => {
    const shopper = server.browser();
    const signedOut = await shopper.get('/dashboard/pages/?x=1', demoHost);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(
      '/login/?redirect_uri=%2Fdashboard%2Fpages%2F%3Fx%3D1',
    );
    expect(signedOut.text).not.toContain('<div id="root">');

    const customer = server.browser();
    await customer.signIn(server.world.users.customer, PASSWORD);
    const forbidden = await customer.get('/dashboard/', demoHost);
    expect(forbidden.status).toBe(302);
    expect(forbidden.headers.get('location')).toBe('/403/');

    const unverified = server.browser();
    const user = await server.repos.users.create({
      email: 'new@demo.test',
      passwordHash: (await server.repos.users.findByEmail(server.world.users.seller))!.passwordHash,
    });
    await server.repos.users.grantDivision(user.id, server.world.demo.id);
    await unverified.signIn('new@demo.test', PASSWORD);
    expect((await unverified.get('/dashboard/', demoHost)).headers.get('location')).toBe(
      '/sign-up/verify/',
    );

    for (const who of [server.world.users.seller, server.world.users.staff]) {
      const allowed = server.browser();
      await allowed.signIn(who, PASSWORD);
      const shell = await allowed.get('/dashboard/pages/', demoHost);
      expect(shell.status, who).toBe(200);
    }
  });

  it('takes permission requests from signed-in users only, with a reason for the dashboard', async () => {
    const path = '/omnis/v3/atlas/permissions/request/dashboard/';
    const shopper = server.browser();
    await shopper.visit();
    expect((await shopper.post(path, { reason: 'Need it' })).status).toBe(401);

    const customer = server.browser();
    await customer.signIn(server.world.users.customer, PASSWORD);
    const noReason = await customer.post<Message>(path, { reason: ' ' }, demoHost);
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('This field is required');
    expect((await customer.post('/omnis/v3/atlas/permissions/request/a%20b/', {})).status).toBe(
      404,
    );
    const sent = await customer.post<Message>(path, { reason: 'I run the shop' }, demoHost);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Permission request successfully submitted');
    const pending = await server.repos.records.pendingPermissionRequests();
    expect(pending.at(-1)).toMatchObject({
      permissions: 'dashboard',
      reason: 'I run the shop',
      divisionId: server.world.demo.id,
    });
    // Without the CSRF header a state change is refused.
    const noCsrf = await customer.post(path, { reason: 'x' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
  });

  it('limits permission requests to 10 a minute per user', async () => {
    const customer = server.browser();
    await customer.signIn(server.world.users.staff, PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await customer.post('/omnis/v3/atlas/permissions/request/pro/', {})).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
