import type { MigrationFactory, SchemaDb } from './types';

/**
 * Store settings from the dashboard (issue 18): the settings and plugins are saved
 * against a version (a stale save is refused with 409), and a password-protected store
 * keeps the hash of the password shoppers type to get in (null: none set yet).
 */
export const storeSettings: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('divisions')
      .addColumn('settings_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('divisions').addColumn('store_password_hash', 'text').execute();
  },
});
