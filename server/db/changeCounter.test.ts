import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { changeCounterOf } from './changeCounter';
import { openDatabase, openSqlite, SQLITE_FILE, type DatabaseHandle } from './connect';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the SQLite change counter', () => {
  let handle: DatabaseHandle;
  let dataDir: string;

  afterEach(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function open() {
    dataDir = mkdtempSync(join(tmpdir(), 'omnis-counter-'));
    handle = openDatabase({ dataDir });
    await sql`create table notes (body text)`.execute(handle.db);
    await nextTurn();
    const counter = changeCounterOf(handle.db);
    if (!counter) throw new Error('SQLite databases have a change counter');
    return counter;
  }

  it('stays the same while only reads happen', async () => {
    const counter = await open();
    const before = counter();
    await sql`select count(*) from notes`.execute(handle.db);
    await nextTurn();
    expect(counter()).toBe(before);
  });

  it("changes at once after this process's own write, even within the same turn", async () => {
    const counter = await open();
    const before = counter();
    await sql`insert into notes (body) values ('mine')`.execute(handle.db);
    expect(counter()).not.toBe(before);
  });

  it('counts an INSERT ... RETURNING, which reads rows back, as a write', async () => {
    const counter = await open();
    const before = counter();
    await sql`insert into notes (body) values ('returned') returning body`.execute(handle.db);
    expect(counter()).not.toBe(before);
  });

  it("changes by the next event-loop turn after another connection's commit", async () => {
    const counter = await open();
    const before = counter();
    const other = openSqlite(join(dataDir, SQLITE_FILE));
    try {
      other.prepare("insert into notes (body) values ('theirs')").run();
    } finally {
      other.close();
    }
    await nextTurn();
    expect(counter()).not.toBe(before);
  });
});

describe('PostgreSQL', () => {
  it('has no change counter, so nothing read from it is kept', () => {
    const postgres = openDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      dataDir: tmpdir(),
    });
    try {
      expect(changeCounterOf(postgres.db)).toBeUndefined();
    } finally {
      void postgres.close();
    }
  });
});
