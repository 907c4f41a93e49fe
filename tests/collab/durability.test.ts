import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePropertiesOf } from '../../src/pageDoc';
import type { Page } from '../../src/model';
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
 * Issue 7: acknowledged edits survive `kill -9`. A save through the collaboration channel
 * is answered only after its transaction committed (SQLite WAL with synchronous=FULL, or
 * PostgreSQL), so every acknowledged edit is there after a restart. An edit the server
 * had not acknowledged is still in the client's document (in a browser, y-indexeddb keeps
 * every update until then): when the client reconnects, the sync hands it over again.
 */
/** Starting the real server compiles it with tsx: slow on a busy machine. */
const START_TIMEOUT_MS = 150_000;

describe.each(testDatabaseKinds())('collaboration durability on $dialect', (kind) => {
  let database: TestDatabase;
  let server: SpawnedServer | undefined;
  let port: number;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    database = await kind.open();
    const repos = createRepositories(database.handle.db);
    // A store exists, so the spawned server skips the demo seed and starts quickly.
    const store = await repos.divisions.create({
      code: 'durable',
      name: 'Durable',
      subdomain: 'durable',
      theme: 'naked',
    });
    const seller = await repos.users.create({
      email: 'seller@durable.test',
      passwordHash: await hashPassword('durable password'),
      verified: true,
      signedEula: true,
      dashboardAccess: true,
    });
    await repos.users.grantDivision(seller.id, store.id);
    port = await freePort();
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.destroy();
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await database.dispose();
  });

  it(
    'keeps every acknowledged edit, and takes back the unacknowledged one when the client reconnects',
    async () => {
      server = await spawnServerOn(port, database.env, START_TIMEOUT_MS);
      const browser = new Browser(server.url);
      await browser.signIn('seller@durable.test', 'durable password');
      const page = (
        await browser.post<Page>('/omnis/v3/divisions/durable/pages/', { url: '/kept/' })
      ).body;
      const cookie = await cookieOf(server.url, 'seller@durable.test', 'durable password');
      const open = () => {
        const client = openClient({
          url: server!.url,
          divisionId: page.divisionId!,
          pageId: page.id!,
          cookie,
        });
        clients.push(client);
        return client;
      };

      const editor = open();
      await editor.synced;
      for (let n = 1; n <= 5; n += 1) {
        pagePropertiesOf(editor.doc).set('title', `acknowledged ${n}`);
        expect(await requestSave(editor)).toMatchObject({
          type: 'save.done',
          version: page.version + n,
        });
      }
      pagePropertiesOf(editor.doc).set('description', 'never acknowledged');
      server.child.kill('SIGKILL');
      await waitForExit(server.child);

      server = await spawnServerOn(port, database.env, START_TIMEOUT_MS);
      // The seller reads the draft (shoppers see only published versions, issue 14).
      const stored = await new Browser(server.url).get<Page>(
        `/omnis/v3/divisions/durable/pages/${page.id}/`,
        { headers: { cookie } },
      );
      expect([stored.body.version, stored.body.properties.title.value]).toStrictEqual([
        page.version + 5,
        'acknowledged 5',
      ]);

      const reader = open();
      await reader.synced;
      expect(reader.page().properties.title.value).toBe('acknowledged 5');
      // The editor's provider reconnects on its own and its sync hands the edit back.
      await eventually(
        () => expect(reader.page().properties.description.value).toBe('never acknowledged'),
        15_000,
      );
      expect(await requestSave(editor)).toMatchObject({
        type: 'save.done',
        version: page.version + 6,
      });
    },
    2 * START_TIMEOUT_MS + 30_000,
  );
});
