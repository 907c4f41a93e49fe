import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';

/**
 * A number that changes whenever something may have been committed to the database,
 * by this process or another. Repositories may keep what they read while it stays the
 * same, so a hot read costs no query. PostgreSQL has no cheap equivalent: there is no
 * counter there, and nothing is kept.
 */
export type ChangeCounter = () => number;

export interface SqliteChangeCounter {
  read: ChangeCounter;
  /** Called by the driver after each statement that writes, on this process's connection. */
  noteWrite: () => void;
  close: () => void;
}

/**
 * SQLite's counter combines two signals:
 * - this process's writes, counted by the driver as they run, so a read right after a
 *   write in the same event-loop turn never sees the older state;
 * - `PRAGMA data_version` on a connection of its own, which changes on any commit by
 *   any connection. It costs two file-lock system calls, so it is read once per
 *   event-loop turn, at the first read of the turn: the requests answered in a turn were
 *   read off their sockets in it, so another process's commit is missed only if it lands
 *   within that same turn (well under a millisecond), as if the request had come first.
 */
export function openSqliteChangeCounter(file: string): SqliteChangeCounter {
  const watcher = new SqliteDatabase(file, { readonly: true });
  const dataVersion = watcher.prepare('pragma data_version').pluck();
  let turnVersion: number | null = null;
  let writes = 0;
  let seen = { version: -1, writes: -1 };
  let count = 0;
  const endTurn = () => {
    turnVersion = null;
  };
  return {
    read() {
      if (turnVersion === null) {
        turnVersion = dataVersion.get() as number;
        setImmediate(endTurn);
      }
      if (turnVersion !== seen.version || writes !== seen.writes) {
        count += 1;
        seen = { version: turnVersion, writes };
      }
      return count;
    },
    noteWrite() {
      writes += 1;
    },
    close: () => watcher.close(),
  };
}

const counters = new WeakMap<Kysely<never>, ChangeCounter>();

/** Ties a counter to the database handle it watches (done once, where it is opened). */
export function attachChangeCounter<DB>(db: Kysely<DB>, counter: ChangeCounter): void {
  counters.set(db as unknown as Kysely<never>, counter);
}

/** The counter watching `db`, or undefined when there is none (PostgreSQL). */
export function changeCounterOf<DB>(db: Kysely<DB>): ChangeCounter | undefined {
  return counters.get(db as unknown as Kysely<never>);
}
