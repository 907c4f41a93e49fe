import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { CompiledQuery, SelectQueryNode, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, QueryResult } from 'kysely';

/**
 * Kysely's SQLite dialect with two changes:
 * - transactions take the write lock at BEGIN (IMMEDIATE). A deferred BEGIN takes it at
 *   the first write, and two processes that both read first can then deadlock with
 *   SQLITE_BUSY that busy_timeout cannot resolve. Every transaction here writes.
 * - prepared statements are kept and reused per SQL text: Kysely prepares each query
 *   anew, which costs more than running a primary-key lookup.
 */
const STATEMENT_CACHE_LIMIT = 500;

/** Told after every statement that writes (server/db/changeCounter.ts counts them). */
export type WriteListener = () => void;

class CachingSqliteConnection implements DatabaseConnection {
  readonly #db: SqliteDatabase;
  readonly #statements = new Map<string, Statement>();
  readonly #onWrite: WriteListener;

  constructor(db: SqliteDatabase, onWrite: WriteListener) {
    this.#db = db;
    this.#onWrite = onWrite;
  }

  #prepare(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_LIMIT) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    try {
      if (statement.reader) return { rows: statement.all(parameters) as R[] };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    } finally {
      // Every statement that may write (INSERT ... RETURNING is a reader too), also
      // after it failed: it may have changed something before it did.
      if (!statement.readonly) this.#onWrite();
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    const statement = this.#prepare(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters as unknown[]))
      yield { rows: [row as R] };
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #database: SqliteDatabase;
  readonly #connection: CachingSqliteConnection;

  constructor(database: SqliteDatabase, onWrite: WriteListener) {
    super({ database });
    this.#database = database;
    this.#connection = new CachingSqliteConnection(database, onWrite);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await super.acquireConnection();
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async destroy(): Promise<void> {
    this.#database.close();
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #onWrite: WriteListener;

  constructor(config: { database: SqliteDatabase; onWrite?: WriteListener }) {
    super(config);
    this.#database = config.database;
    this.#onWrite = config.onWrite ?? (() => {});
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#database, this.#onWrite);
  }
}
