import type { MigrationFactory, SchemaDb } from './types';

/**
 * The main menu's version (issue 18, the dashboard's menu editor): the menu itself stays
 * in divisions.settings.mainMenu, where the storefront reads it; this row counts its saves
 * so a stale save is refused. A store without a row is at version 1.
 */
export const mainMenus: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('main_menus')
      .addColumn('division_id', 'integer', (c) =>
        c.primaryKey().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
  },
});
