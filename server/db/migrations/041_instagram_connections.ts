import type { MigrationFactory, SchemaDb } from './types';

/**
 * A store's Instagram connection (issue 24, the feed block's instagram source): the
 * access token the seller pasted (server-side only), the account it belongs to, and the
 * last failure to read its posts (an expired or revoked token), shown to the seller.
 */
export const instagramConnections: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('instagram_connections')
      .addColumn('division_id', 'integer', (c) =>
        c.primaryKey().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('access_token', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('connected_at', 'text', (c) => c.notNull())
      .addColumn('problem', 'text')
      .execute();
  },
  async down(db: SchemaDb) {
    await db.schema.dropTable('instagram_connections').execute();
  },
});
