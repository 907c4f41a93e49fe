import { sql } from 'kysely';
import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Drafts and publishing (issue 14, part 2). The `pages` row stays the seller's draft
 * (autosave and collaboration write it as before); shoppers read the newest row of
 * `page_versions` for the page instead. Every publish adds a row and none is dropped, so
 * the history keeps far more than the 50 it must. `page_publish_schedules` holds at most
 * one pending scheduled publish per page.
 *
 * Pages that exist when this runs were live already: each one's current JSON becomes its
 * first published version, so shoppers see exactly what they saw before.
 */
export const pageVersions: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    await db.schema
      .createTable('page_versions')
      .addColumn('id', idType, id)
      .addColumn('page_id', 'integer', (c) =>
        c.notNull().references('pages.id').onDelete('cascade'),
      )
      // 1, 2, 3... per page: the number the history shows.
      .addColumn('number', 'integer', (c) => c.notNull())
      // The published url: shoppers find the page here even while the draft's url differs.
      .addColumn('url', 'text', (c) => c.notNull())
      // The draft version (pages.version) the snapshot was taken from.
      .addColumn('page_version', 'integer', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      // The publisher's name as it was then: the history still reads well after an account goes.
      .addColumn('published_by_name', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('page_versions_number', ['page_id', 'number'])
      .execute();

    await db.schema
      .createTable('page_publish_schedules')
      .addColumn('page_id', 'integer', (c) =>
        c.primaryKey().references('pages.id').onDelete('cascade'),
      )
      .addColumn('publish_at', 'text', (c) => c.notNull())
      .addColumn('scheduled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('scheduled_by_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('page_publish_schedules_due')
      .on('page_publish_schedules')
      .column('publish_at')
      .execute();

    // Existing pages: their current JSON is their first published version.
    await sql`
      insert into page_versions (page_id, number, url, page_version, document, published_at, published_by, published_by_name)
      select id, 1, url, version, document, updated_at, null, '' from pages
    `.execute(db);
  },
});
