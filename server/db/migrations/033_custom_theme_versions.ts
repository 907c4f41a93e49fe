import type { MigrationFactory, SchemaDb } from './types';

/**
 * Renaming and deleting custom themes (issue 18). A custom theme gets a version that a
 * rename or a delete must name (a stale one is refused with 409), and the store theme
 * records the custom theme it was saved from, so the one in use cannot be deleted.
 * Deleting a custom theme some other way leaves the store theme as it is, only unlinked.
 */
export const customThemeVersions: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('custom_themes')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('store_themes')
      .addColumn('custom_theme_id', 'integer', (c) =>
        c.references('custom_themes.id').onDelete('set null'),
      )
      .execute();
  },
});
