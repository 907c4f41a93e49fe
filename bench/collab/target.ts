/**
 * The collaboration benchmark's server process: the real app (buildApp, so /collab is
 * mounted as in production) on a SQLite database in DATA_DIR, listening on loopback. The
 * first process to use a data dir seeds a store, a seller and pages (a small one and
 * STORM_PAGES copies of the 300-block stress page); a second process (REDIS_URL) shares
 * them. Prints one JSON line, then answers `stats` on stdin with its memory and CPU.
 */
import { createInterface } from 'node:readline';
import type { AddressInfo } from 'node:net';
import { registry } from '../../blocks';
import { stressPage } from '../../fixtures/pages/stressPage';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/accounts/passwords';
import { defaultConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { preparePageWrite } from '../../server/pages/preparePageWrite';
import { createRepositories } from '../../server/db/repos';
import { BENCH_SELLER } from './benchUser';
const STORM_PAGES = Number(process.env.STORM_PAGES ?? 8);

const dataDir = process.env.DATA_DIR!;
const database = openDatabase({ dataDir });
await migrateToLatest(database.db, database.dialect);
const repos = createRepositories(database.db);

let store = await repos.divisions.findByRef('collab');
if (!store) {
  store = await repos.divisions.create({
    code: 'collab',
    name: 'Collab Bench',
    subdomain: 'collab',
    theme: 'naked',
    pro: true,
  });
  const seller = await repos.users.create({
    email: BENCH_SELLER.email,
    passwordHash: await hashPassword(BENCH_SELLER.password),
    verified: true,
    signedEula: true,
    dashboardAccess: true,
  });
  await repos.users.grantDivision(seller.id, store.id);
  const small = preparePageWrite({ url: '/together/' }, { registry, pro: true });
  await repos.pages.create(store.id, 'bench-together', small, {
    url: '/together/',
    isHomepage: false,
    published: true,
  });
  for (let n = 0; n < STORM_PAGES; n += 1) {
    const big = preparePageWrite(
      { ...stressPage(), id: undefined, uuid: undefined, url: `/storm-${n}/` },
      { registry, pro: true },
    );
    await repos.pages.create(store.id, `bench-storm-${n}`, big, {
      url: `/storm-${n}/`,
      isHomepage: false,
      published: true,
    });
  }
}
const pages = await repos.pages.listByDivision(store.id);

// env test: sign-in without a captcha token (the bench signs in over HTTP); nothing else differs.
const app = await buildApp({
  db: database.db,
  config: defaultConfig({
    env: 'test',
    dataDir,
    defaultStore: 'collab',
    redisUrl: process.env.REDIS_URL || null,
    redisPrefix: process.env.REDIS_PREFIX || 'omnis-collab',
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });

console.log(
  JSON.stringify({
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    divisionId: store.id,
    smallPageId: pages.find(({ page }) => page.url === '/together/')!.page.id,
    stormPageIds: pages
      .filter(({ page }) => page.url?.startsWith('/storm-'))
      .map(({ page }) => page.id),
  }),
);

let lastCpu = process.cpuUsage();
let lastAt = process.hrtime.bigint();
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'stats') return;
  const cpu = process.cpuUsage(lastCpu);
  const now = process.hrtime.bigint();
  const wallMs = Number(now - lastAt) / 1e6;
  lastCpu = process.cpuUsage();
  lastAt = now;
  const { rss, heapUsed } = process.memoryUsage();
  console.log(
    JSON.stringify({
      rss,
      heapUsed,
      cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      connections: app.collab.hocuspocus.getConnectionsCount(),
    }),
  );
});
