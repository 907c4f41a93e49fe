import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { hashPassword } from '../../server/accounts/passwords';
import { createRepositories } from '../../server/repositories';
import { Browser } from './support/browser';
import { testDatabaseKinds, type TestDatabase } from './support/databases';
import { spawnServer, waitForExit, type ServerProcess } from './support/process';

/**
 * An acknowledged write survives kill -9: the real server process is killed in the
 * middle of a storm of saves, restarted on the same database, and every save it had
 * answered with success must be there.
 */
/** The server is killed once the storm has this many acknowledged creations, mid-flight. */
const KILL_AFTER_CREATED = 40;
const WRITERS = 6;

describe.each(testDatabaseKinds())('durability on $dialect', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;

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
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await database.dispose();
  });

  it('keeps every acknowledged save after the server is killed mid-storm', async () => {
    server = await spawnServer(database.env);
    const browser = new Browser(server.url);
    expect((await browser.signIn('seller@durable.test', 'durable password')).status).toBe(200);
    const base = '/omnis/v3/divisions/durable/pages/';
    const { body: shared } = await browser.post<Page>(base, {
      url: '/shared/',
      properties: { title: { value: 'v1' } },
    });

    const created: Array<{ id: number; url: string }> = [];
    let stormUnderWay = () => {};
    const underWay = new Promise<void>((resolve) => (stormUnderWay = resolve));
    let latestShared = { version: shared.version, title: 'v1' };
    let stop = false;

    const creator = async (writer: number) => {
      for (let n = 0; !stop; n += 1) {
        const url = `/w${writer}-n${n}/`;
        try {
          const answer = await browser.post<Page>(base, {
            url,
            properties: { title: { value: url } },
          });
          if (answer.status === 201) {
            created.push({ id: answer.body.id!, url });
            if (created.length === KILL_AFTER_CREATED) stormUnderWay();
          }
        } catch {
          return; // The connection died with the server: this save was never acknowledged.
        }
      }
    };
    const updater = async () => {
      let page = shared;
      while (!stop) {
        const title = `v${page.version + 1}`;
        try {
          const answer = await browser.patch<Page | { page: Page }>(`${base}${shared.id}/`, {
            ...page,
            properties: { ...page.properties, title: { value: title } },
          });
          if (answer.status === 200) {
            page = answer.body as Page;
            latestShared = { version: page.version, title };
          } else if (answer.status === 409) {
            page = (answer.body as { page: Page }).page;
          }
        } catch {
          return; // The connection died with the server: this save was never acknowledged.
        }
      }
    };

    const storm = Promise.all([
      ...Array.from({ length: WRITERS }, (_, i) => creator(i)),
      updater(),
    ]);
    await underWay;
    server.child.kill('SIGKILL');
    await waitForExit(server.child);
    stop = true;
    await storm;

    expect(created.length).toBeGreaterThan(10);
    expect(latestShared.version).toBeGreaterThan(1);

    server = await spawnServer(database.env);
    const after = new Browser(server.url);
    await after.signIn('seller@durable.test', 'durable password');
    const list = await after.get<Array<{ id: number; url: string }>>(
      '/omnis/v3/divisions/durable/pages',
    );
    const present = new Set(list.body.map((page) => `${page.id} ${page.url}`));
    const missing = created.filter((page) => !present.has(`${page.id} ${page.url}`));
    expect(missing).toEqual([]);
    const current = await after.get<Page>(`${base}${shared.id}/`);
    expect(current.body.version).toBeGreaterThanOrEqual(latestShared.version);
    if (current.body.version === latestShared.version)
      expect(current.body.properties.title.value).toBe(latestShared.title);
  }, 120_000);
});
