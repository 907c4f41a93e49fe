import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { testDatabaseKinds } from '../../tests/server/support/databases';
import { createRepositories } from './repos';
import { createMigrator, MIGRATIONS, migrateToLatest } from './migrate';

describe.each(testDatabaseKinds())('migrations on $dialect', ({ open }) => {
  it('creates every table on an empty database, then finds nothing left to run', async () => {
    const test = await open({ migrate: false });
    try {
      const first = await migrateToLatest(test.handle.db, test.handle.dialect);
      expect(first).toEqual(MIGRATIONS.map(([name]) => name));
      const tables = (await test.handle.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'pages',
          'divisions',
          'users',
          'sessions',
          'baskets',
          'outbox',
          'orders',
          'order_items',
          'order_status_log',
          'payment_attempts',
          'checkout_idempotency_keys',
          'invoice_counters',
        ]),
      );
      expect(await migrateToLatest(test.handle.db, test.handle.dialect)).toEqual([]);
    } finally {
      await test.dispose();
    }
  });

  it('upgrades a database made by an older version, keeping its data', async () => {
    const test = await open({ migrate: false });
    try {
      const { db, dialect } = test.handle;
      const first = await createMigrator(db, dialect).migrateTo('001_initial');
      expect(first.error).toBeUndefined();
      const repos = createRepositories(db);
      const store = await repos.divisions.create({
        code: 'old',
        name: 'Old',
        subdomain: 'old',
        theme: 'naked',
      });
      expect(await migrateToLatest(db, dialect)).toEqual(MIGRATIONS.slice(1).map(([name]) => name));
      expect((await repos.divisions.findByRef('old'))?.id).toBe(store.id);
      await repos.baskets.saveRecovery('hash', store.id, []);
      expect(await repos.baskets.findRecovery('hash')).toEqual({ divisionId: store.id, lines: [] });
    } finally {
      await test.dispose();
    }
  });

  it('runs a lower-numbered migration that lands after higher ones have run (015 after 018)', async () => {
    const test = await open({ migrate: false });
    try {
      const { db, dialect } = test.handle;
      // 034 alters 015's tables, so it waits for 015 too.
      const heldBack = ['015_studio_designs', '034_studio_customise_it'];
      const later = MIGRATIONS.filter(([name]) => !heldBack.includes(name));
      const before = new Migrator({
        db,
        provider: {
          getMigrations: async () =>
            Object.fromEntries(later.map(([name, factory]) => [name, factory(dialect)])),
        },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      expect(await migrateToLatest(db, dialect)).toEqual(heldBack);
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
