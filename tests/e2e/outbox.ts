/**
 * The mails the product under test "sent": with no SMTP configured the server keeps them
 * in its outbox table, in the SQLite file of its data directory.
 */
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE } from '../../server/db/connect';

/** One row of the server's own database, read-only (what a test checks besides the screen). */
export function queryServerDb<Row>(
  dataDir: string,
  sql: string,
  ...params: unknown[]
): Row | undefined {
  const db = new SqliteDatabase(join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as Row | undefined;
  } finally {
    db.close();
  }
}

/** The link of the newest mail of `kind` (to `to` when given); throws when there is none. */
export function mailedLink(dataDir: string, kind: string, to?: string): URL {
  const row = to
    ? queryServerDb<{ body: string }>(
        dataDir,
        'SELECT body FROM outbox WHERE kind = ? AND recipient = ? ORDER BY id DESC',
        kind,
        to,
      )
    : queryServerDb<{ body: string }>(
        dataDir,
        'SELECT body FROM outbox WHERE kind = ? ORDER BY id DESC',
        kind,
      );
  if (!row) throw new Error(`no ${kind} mail${to ? ` to ${to}` : ''} in the outbox`);
  return new URL(String((JSON.parse(row.body) as { link: string }).link));
}
