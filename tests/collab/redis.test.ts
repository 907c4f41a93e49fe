import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { pagePropertiesOf } from '../../src/pageDoc';
import { hashPassword } from '../../server/accounts/passwords';
import { createRepositories } from '../../server/repositories';
import { Browser } from '../server/support/browser';
import { testDatabaseKinds, type TestDatabase } from '../server/support/databases';
import { freePort, waitForExit } from '../server/support/process';
import {
  cookieOf,
  eventually,
  openClient,
  requestSave,
  spawnServerOn,
  type SpawnedServer,
  type TestClient,
} from './support';

/**
 * Issue 7: with REDIS_URL set, several server processes share collaboration traffic. Two
 * real server processes on two ports, one database and one Redis (REDIS_URL_TEST): an edit
 * made through one arrives through the other, and so does the version a save made.
 */
const redisUrl = process.env.REDIS_URL_TEST;

describe.skipIf(!redisUrl)('collaboration across server processes through Redis', () => {
  let database: TestDatabase;
  const servers: SpawnedServer[] = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    const repos = createRepositories(database.handle.db);
    const store = await repos.divisions.create({
      code: 'shared',
      name: 'Shared',
      subdomain: 'shared',
      theme: 'naked',
    });
    const seller = await repos.users.create({
      email: 'seller@shared.test',
      passwordHash: await hashPassword('shared password'),
      verified: true,
      signedEula: true,
      dashboardAccess: true,
    });
    await repos.users.grantDivision(seller.id, store.id);
    // A prefix of its own: test runs sharing this Redis never hear each other.
    const env = {
      ...database.env,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `collab-test-${randomBytes(6).toString('hex')}`,
    };
    const [one, two] = [await freePort(), await freePort()];
    servers.push(...(await Promise.all([spawnServerOn(one, env), spawnServerOn(two, env)])));
  }, 320_000);

  afterAll(async () => {
    for (const client of clients) client.destroy();
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await database.dispose();
  });

  it('carries an edit made through one process to a client of the other', async () => {
    const [one, two] = servers as [SpawnedServer, SpawnedServer];
    const browser = new Browser(one.url);
    await browser.signIn('seller@shared.test', 'shared password');
    const page = (await browser.post<Page>('/omnis/v3/divisions/shared/pages/', { url: '/both/' }))
      .body;
    const cookie = await cookieOf(one.url, 'seller@shared.test', 'shared password');
    const open = (url: string) => {
      const client = openClient({ url, divisionId: page.divisionId!, pageId: page.id!, cookie });
      clients.push(client);
      return client;
    };
    const viaOne = open(one.url);
    const viaTwo = open(two.url);
    await Promise.all([viaOne.synced, viaTwo.synced]);

    pagePropertiesOf(viaOne.doc).set('title', 'Typed into process one');
    await eventually(
      () => expect(viaTwo.page().properties.title.value).toBe('Typed into process one'),
      10_000,
    );
    pagePropertiesOf(viaTwo.doc).set('description', 'Typed into process two');
    await eventually(
      () => expect(viaOne.page().properties.description.value).toBe('Typed into process two'),
      10_000,
    );

    const saved = await requestSave(viaTwo);
    expect(saved).toMatchObject({ type: 'save.done', version: page.version + 1 });
    await eventually(() => expect(viaOne.page().version).toBe(page.version + 1), 10_000);
    // The seller reads the draft (shoppers see only published versions, issue 14).
    const stored = (
      await new Browser(two.url).get<Page>(`/omnis/v3/divisions/shared/pages/${page.id}/`, {
        headers: { cookie },
      })
    ).body;
    expect(stored.properties.title.value).toBe('Typed into process one');
  }, 60_000);
});
