import type { MigrationFactory, SchemaDb } from './types';

/**
 * The collaboration server's copy of each page being edited together: the page's Yjs
 * document state (server/collab), stored in the same transaction as the page JSON it was
 * derived from, with the version that JSON got. `lineage` names the page load the
 * document's history starts from (src/pageDoc/lineage.ts): clients of another lineage
 * are not merged into it.
 */
export const pageDocuments: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('page_documents')
      .addColumn('page_id', 'integer', (c) =>
        c.primaryKey().references('pages.id').onDelete('cascade'),
      )
      .addColumn('lineage', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('state', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
});
