import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { vi } from 'vitest';
import { openDatabase, type DatabaseHandle, type DialectName } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';

/**
 * The databases a storage test runs on: SQLite in a temp dir always, and PostgreSQL
 * when DATABASE_URL_TEST is set. Each `open` makes a fresh, migrated database and its
 * `dispose` removes it (PostgreSQL: a `test_<random>` database, dropped afterwards).
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL or data dir that opens the same database again (for spawned servers). */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  dispose: () => Promise<void>;
}

export interface TestDatabaseKind {
  dialect: DialectName;
  open: (options?: { migrate?: boolean }) => Promise<TestDatabase>;
}

async function openSqliteTest(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'omnis-test-'));
  const handle = openDatabase({ dataDir });
  if (options.migrate !== false) await migrateToLatest(handle.db, handle.dialect);
  return {
    handle,
    env: { DATA_DIR: dataDir },
    dispose: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(
  adminUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its last connection has gone. A pool's end() can resolve
 * while its sockets are still closing; dropping WITH (FORCE) then kills them mid-close and
 * the client reports an unhandled error, so wait for them first.
 */
async function dropWhenIdle(adminUrl: string, name: string): Promise<void> {
  // PostgreSQL tells no one when a backend has gone: ask every 100 ms, for 5 s at most
  // (then the forced drop ends what is left).
  await vi
    .waitFor(
      async () => {
        const { rows } = await adminQuery(
          adminUrl,
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        const { n } = rows[0] as { n: number };
        if (n > 0) throw new Error(`${n} connections to ${name} still open`);
      },
      { timeout: 5_000, interval: 100 },
    )
    .catch(() => undefined);
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

function postgresTest(adminUrl: string) {
  return async (options: { migrate?: boolean } = {}): Promise<TestDatabase> => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = withDatabase(adminUrl, name);
    const dataDir = mkdtempSync(join(tmpdir(), 'omnis-test-'));
    const handle = openDatabase({ databaseUrl: url, dataDir });
    if (options.migrate !== false) await migrateToLatest(handle.db, handle.dialect);
    return {
      handle,
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      dispose: async () => {
        await handle.close();
        await dropWhenIdle(adminUrl, name);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ dialect: 'sqlite', open: openSqliteTest }];
  const pgUrl = process.env.DATABASE_URL_TEST;
  if (pgUrl) kinds.push({ dialect: 'postgres', open: postgresTest(pgUrl) });
  return kinds;
}
