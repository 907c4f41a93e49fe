import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabaseKinds } from '../../tests/server/support/databases';
import { MIGRATIONS, migrateToLatest } from './migrate';

describe.each(testDatabaseKinds())('migrations on $dialect', ({ open }) => {
  it('creates every table on an empty database, then finds nothing left to run', async () => {
    const test = await open({ migrate: false });
    try {
      const first = await migrateToLatest(test.handle.db, test.handle.dialect);
      expect(first).toEqual(MIGRATIONS.map(([name]) => name));
      const tables = (await test.handle.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(['pages', 'divisions', 'users', 'sessions', 'baskets', 'outbox']));
      expect(await migrateToLatest(test.handle.db, test.handle.dialect)).toEqual([]);
    } finally {
      await test.dispose();
    }
  });

  it('enforces foreign keys', async () => {
    const test = await open();
    try {
      const insert = sql`insert into pages (uuid, division_id, url, version, document, updated_at) values ('u', 999, '/', 1, '{}', 'now')`;
      await expect(insert.execute(test.handle.db)).rejects.toThrow();
    } finally {
      await test.dispose();
    }
  });
});
