import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { attachChangeCounter, openSqliteChangeCounter } from './changeCounter';
import type { Database } from './schema';
import { ImmediateSqliteDialect } from './sqliteDialect';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...` selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export const SQLITE_FILE = 'omnis.sqlite';
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens SQLite with the settings that make an acknowledged write durable: WAL with
 * synchronous=FULL fsyncs the log on every commit, so a write the server answered
 * survives kill -9 and a power cut. Foreign keys are off by default in SQLite.
 */
export function openSqlite(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return sqlite;
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) {
    // int8 (count(*), sums) comes back as text by default; our counts fit a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, SQLITE_FILE);
  const sqlite = openSqlite(file);
  // Opened after the main connection, which creates the file and switches it to WAL.
  const changes = openSqliteChangeCounter(file);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: sqlite, onWrite: changes.noteWrite }),
  });
  attachChangeCounter(db, changes.read);
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      changes.close();
      await db.destroy();
    },
  };
}
