import type { MigrationFactory, SchemaDb } from './types';

/**
 * Order history (issue 17): each shopper's history key, drawn once per store and email
 * (lowercased) and kept, so every order mail links to the same unguessable history page.
 */
export const orderHistory: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('customer_history_hashes')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_history_hashes_division_email')
      .on('customer_history_hashes')
      .columns(['division_id', 'email'])
      .unique()
      .execute();
  },
});
