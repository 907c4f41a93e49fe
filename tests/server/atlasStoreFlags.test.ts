import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode, newTwoFactorSecret } from '../../server/accounts/twoFactor';
import { hashPassword } from '../../server/accounts/passwords';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/** The spec's manufacturer isFraud and isVip, set by staff on a store, each audited. */
const API = '/omnis/v3/atlas';

describe.each(testDatabaseKinds())('store fraud and VIP on $dialect', (kind) => {
  let server: TestServer;
  const secret = newTwoFactorSecret();

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const user = await server.repos.users.create({
      email: 'admin@omnis.test',
      passwordHash: await hashPassword(PASSWORD),
      verified: true,
      signedEula: true,
      internal: true,
    });
    await server.repos.users.setTwoFactorSecret(user.id, secret);
    await server.repos.staff.createProfile(user.id, {
      username: 'admin',
      status: 0,
      role: 'admin',
    });
  });
  afterAll(async () => server.close());

  it('marks a store as fraud and VIP and back, with before and after in the audit log', async () => {
    const admin = server.browser();
    await admin.signIn('admin@omnis.test', PASSWORD, {
      twoFactorAuthCode: currentTwoFactorCode(secret),
    });
    const { other } = server.world;
    type Store = { store: { isFraud: boolean; isVip: boolean; pro: boolean } };
    const listed = await admin.get<{ stores: { id: number; isFraud: boolean; isVip: boolean }[] }>(
      `${API}/stores/?q=other`,
    );
    expect(listed.body.stores[0]).toMatchObject({ id: other.id, isFraud: false, isVip: false });

    const fraud = await admin.post<Store>(`${API}/stores/${other.id}/fraud/`, { value: true });
    expect(fraud.status).toBe(200);
    expect(fraud.body.store).toMatchObject({ isFraud: true, isVip: false });
    const vip = await admin.post<Store>(`${API}/stores/${other.id}/vip/`, { value: true });
    expect(vip.body.store).toMatchObject({ isFraud: true, isVip: true });
    const cleared = await admin.post<Store>(`${API}/stores/${other.id}/fraud/`, { value: false });
    expect(cleared.body.store).toMatchObject({ isFraud: false, isVip: true });
    expect((await admin.post(`${API}/stores/999999/vip/`, { value: true })).status).toBe(404);
    expect(
      (await admin.post(`${API}/stores/${other.id}/vip/`, { value: true }, { csrf: false })).status,
    ).toBe(403);

    const log = await admin.get<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      `${API}/audit/?q=store.`,
    );
    expect(log.body.entries.slice(0, 3)).toMatchObject([
      { action: 'store.fraud', before: { isFraud: true }, after: { isFraud: false } },
      { action: 'store.vip', before: { isVip: false }, after: { isVip: true } },
      { action: 'store.fraud', before: { isFraud: false }, after: { isFraud: true } },
    ]);
  });
});
