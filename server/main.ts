/**
 * `npm start`: opens the database (SQLite in DATA_DIR, or PostgreSQL from DATABASE_URL),
 * brings its schema up to date, seeds the demo store on an empty database, and serves
 * everything on PORT (3000). In development the demo logins are printed.
 */
import { join } from 'node:path';
import { registry } from '../blocks';
import type { SsrRender } from '../src/ssr/contract';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createRepositories } from './db/repos';
import { workingDemoLogins } from './seed/demoLogins';
import { DEMO_COUPON, seedDemoStore } from './seed/seed';

const SESSION_SWEEP_MS = 60 * 60 * 1000;

async function loadRenderer(): Promise<SsrRender | undefined> {
  try {
    return (await import('../runtime/entry-server')).render;
  } catch (error) {
    console.error(
      'The storefront renderer failed to load; storefront pages will answer 404.',
      error,
    );
    return undefined;
  }
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: config.dataDir });
  const applied = await migrateToLatest(database.db, database.dialect);
  console.log(
    `Node ${process.version}, database ${database.dialect}` +
      (applied.length > 0 ? `: applied ${applied.join(', ')}` : ': up to date'),
  );

  const logins = await seedDemoStore(createRepositories(database.db), {
    dataDir: config.dataDir,
    fixturesDir: join(process.cwd(), 'fixtures', 'pages'),
    registry,
    fixedPasswords: config.env !== 'production',
    storage: config.storage,
    log: (message) => console.log(`seed: ${message}`),
  });

  const app = await buildApp({
    db: database.db,
    config,
    ssr: await loadRenderer(),
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
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port, host });
  const origin = `http://localhost:${port}`;
  console.log(
    `Omnis storefront on ${origin} (demo store: http://demo.localhost:${port}/, dashboard: ${origin}/dashboard/)`,
  );
  // Fresh logins are printed once (in production too, on a terminal); on later starts in
  // development only the demo logins that still sign in.
  const printable =
    logins && (config.env !== 'production' || process.stdout.isTTY)
      ? logins
      : logins === null && config.env !== 'production'
        ? await workingDemoLogins(app.repos.users)
        : [];
  for (const login of printable)
    console.log(
      `  ${login.role} login: ${login.email} / ${login.password}` +
        (login.twoFactorSecret ? ` (two-factor secret ${login.twoFactorSecret})` : ''),
    );
  if (config.env !== 'production')
    console.log(
      `  test payments: card 4242 4242 4242 4242, any future expiry and CVC; coupon ${DEMO_COUPON.code}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
