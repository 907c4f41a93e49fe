import type { MigrationFactory, SchemaDb } from './types';

/**
 * Favourites sent by email for later (POST /basket/favourites/email-for-later): a snapshot
 * of the lines behind a one-way token hash, recovered with POST /basket/favourites/recover/.
 */
export const basketRecoveries: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('basket_recoveries')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
