import type { MigrationFactory, SchemaDb } from './types';

/**
 * How each stored collaboration document is encoded (server/collab/storedState.ts): rows
 * written before are Yjs v1 updates; new ones are v2, deflated, about a fifth the size.
 */
export const pageDocumentEncoding: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('page_documents')
      .addColumn('encoding', 'text', (c) => c.notNull().defaultTo('v1'))
      .execute();
  },
});
