/**
 * `npm start`: opens the database (SQLite in DATA_DIR, or PostgreSQL from DATABASE_URL),
 * brings its schema up to date, seeds the demo store on an empty database, and serves
 * everything on PORT (3000). In development the demo logins are printed.
 *
 * `WORKERS=N` (or `auto`, one per core): the primary process migrates and seeds, then
 * forks N workers that serve the same port through Node's cluster, and replaces a worker
 * that dies. Several processes need REDIS_URL (server/cluster/workers.ts says why).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { registry } from '../blocks';
import type { SsrRender } from '../src/ssr/contract';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createRepositories } from './db/repos';
import { workingDemoLogins } from './seed/demoLogins';
import { DEMO_COUPON, seedDemoStore, type DemoLogin } from './seed/seed';
import { seedDemoOrders } from './seed/demoOrders';
import { createRenderPool, type RenderPool } from './ssr/renderPool';
import { ssrWorkerCount } from './ssr/ssrWorkers';
import { clusterProblem, restartDelayMs, workersOf } from './cluster/workers';

const SESSION_SWEEP_MS = 60 * 60 * 1000;

/**
 * The storefront renderer: a pool of worker threads (server/ssr/renderPool.ts), or with
 * SSR_WORKERS=0 the SSR entry on this thread.
 */
async function loadRenderer(
  clientDir: string,
): Promise<{ render: SsrRender; pool: RenderPool | null } | undefined> {
  const threads = ssrWorkerCount(process.env.SSR_WORKERS, availableParallelism());
  if (threads > 0) {
    const pool = createRenderPool({ threads, clientDir });
    try {
      await pool.warm();
    } catch (error) {
      await pool.close();
      console.error(
        'The storefront renderer failed to load; storefront pages will answer 404.',
        error,
      );
      return undefined;
    }
    console.log(`SSR: ${threads} worker thread${threads === 1 ? '' : 's'}`);
    return { render: pool.render, pool };
  }
  try {
    return { render: (await import('../runtime/entry-server')).render, pool: null };
  } catch (error) {
    console.error(
      'The storefront renderer failed to load; storefront pages will answer 404.',
      error,
    );
    return undefined;
  }
}

/** Set by the primary in the workers it forks: the database is ready, the logins printed. */
const CLUSTER_WORKER_ENV = 'OMNIS_CLUSTER_WORKER';
/** A worker dying within this long of its start counts as a crash loop. */
const YOUNG_DEATH_MS = 10_000;

/** Migrates and seeds; the fresh demo logins (null: the database was not empty). */
async function prepareDatabase(
  config: ReturnType<typeof configFromEnv>,
  database: ReturnType<typeof openDatabase>,
): Promise<DemoLogin[] | null> {
  const applied = await migrateToLatest(database.db, database.dialect);
  console.log(
    `Node ${process.version}, database ${database.dialect}` +
      (applied.length > 0 ? `: applied ${applied.join(', ')}` : ': up to date') +
      `, files on ${config.storage.kind}, jobs ${config.redisUrl ? 'on Redis' : 'in the database'}`,
  );
  const logins = await seedDemoStore(createRepositories(database.db), {
    dataDir: config.dataDir,
    fixturesDir: join(process.cwd(), 'fixtures', 'pages'),
    registry,
    fixedPasswords: config.env !== 'production',
    storage: config.storage,
    log: (message) => console.log(`seed: ${message}`),
  });
  // Demo orders for atlas's orders and labels screens (idempotent; outside production only).
  if (config.env !== 'production') await seedDemoOrders(database.db);
  return logins;
}

function printLogins(logins: readonly DemoLogin[]): void {
  for (const login of logins)
    console.log(
      `  ${login.role} login: ${login.email} / ${login.password}` +
        (login.twoFactorSecret ? ` (two-factor secret ${login.twoFactorSecret})` : ''),
    );
}

/** The cluster's primary: prepares the database once, forks the workers, replaces the dead. */
async function primary(workers: number): Promise<void> {
  const config = configFromEnv();
  const problem = clusterProblem(workers, config.redisUrl);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: config.dataDir });
  const logins = await prepareDatabase(config, database);
  // Fresh logins are printed here, once; the workers never see them.
  if (logins && (config.env !== 'production' || process.stdout.isTTY)) printLogins(logins);
  await database.close();
  config.storage.close();

  const freshPrinted = logins !== null;
  let stopping = false;
  const deaths: number[] = [];
  const fork = (printLogins: boolean) => {
    const started = Date.now();
    const worker = cluster.fork({
      [CLUSTER_WORKER_ENV]: printLogins ? (freshPrinted ? 'welcome' : 'print') : '1',
      // The cores are shared by the workers: each renders pages in its share of them.
      SSR_WORKERS:
        process.env.SSR_WORKERS ??
        String(Math.max(1, Math.floor(availableParallelism() / workers) - 1)),
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      if (now - started < YOUNG_DEATH_MS) deaths.push(now);
      while (deaths.length > 0 && now - deaths[0]! > 60_000) deaths.shift();
      const delay = restartDelayMs(deaths.length);
      console.error(
        `worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); a new one starts` +
          (delay > 0 ? ` in ${delay} ms` : ''),
      );
      setTimeout(() => fork(false), delay);
    });
  };
  for (let index = 0; index < workers; index += 1) fork(index === 0);
  console.log(`primary ${process.pid}: ${workers} workers on port ${process.env.PORT ?? 3000}`);
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const exit = setTimeout(() => process.exit(0), 10_000);
    exit.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const role = process.env[CLUSTER_WORKER_ENV];
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: config.dataDir });
  const logins = role ? null : await prepareDatabase(config, database);

  const renderer = await loadRenderer(config.clientDir);
  const app = await buildApp({
    db: database.db,
    config,
    ssr: renderer?.render,
    logger: config.env === 'production' ? { level: 'info' } : { level: 'warn' },
  });
  // Expired sessions are refused on read; this only keeps the table small.
  const sweep = setInterval(
    () => void app.repos.sessions.deleteExpired().catch((error: unknown) => console.error(error)),
    SESSION_SWEEP_MS,
  );
  sweep.unref();
  const close = async () => {
    clearInterval(sweep);
    await app.close();
    await renderer?.pool?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port, host });
  // In a cluster only the first worker prints the welcome and the logins.
  if (role === '1') return;
  const origin = `http://localhost:${port}`;
  console.log(
    `Omnis storefront on ${origin} (demo store: http://demo.localhost:${port}/, dashboard: ${origin}/dashboard/)`,
  );
  // Fresh logins are printed once (in production too, on a terminal); on later starts in
  // development only the demo logins that still sign in.
  const printable =
    logins && (config.env !== 'production' || process.stdout.isTTY)
      ? logins
      : logins === null && config.env !== 'production' && role !== 'welcome'
        ? await workingDemoLogins(app.repos.users)
        : [];
  printLogins(printable);
  if (config.env !== 'production')
    console.log(
      `  test payments: card 4242 4242 4242 4242, any future expiry and CVC; coupon ${DEMO_COUPON.code}`,
    );
}

const workers = (() => {
  try {
    return workersOf(process.env.WORKERS, availableParallelism());
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(1);
  }
})();
(cluster.isPrimary && workers > 1 ? primary(workers) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
