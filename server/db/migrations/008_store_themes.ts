import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Store themes (issue 18, theme editor). `divisions.theme` keeps naming the preset a store
 * inherits from; `store_themes` adds the seller's changed keys (JSON) and a version that
 * every save must name, as pages do. `custom_themes` holds the themes a seller saved
 * under a name, offered in the selector next to the presets.
 */
export const storeThemes: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('store_themes')
      .addColumn('division_id', 'integer', (c) =>
        c.primaryKey().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('overrides', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    const [idType, id] = idColumn(dialect);
    await db.schema
      .createTable('custom_themes')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('base', 'text', (c) => c.notNull())
      .addColumn('overrides', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('custom_themes_name', ['division_id', 'name'])
      .execute();
  },
});
