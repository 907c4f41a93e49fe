import type { MigrationFactory, SchemaDb } from './types';

/**
 * Messages left while a chat group was offline become a list agents work through: each is
 * read (opened), answered by email through the mail outbox, and marked handled. A version
 * refuses a change made against a stale copy (two agents on the same message).
 */
export const chatOfflineHandling: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    const add = (column: string, type: 'text' | 'integer') =>
      db.schema.alterTable('chat_offline_messages').addColumn(column, type).execute();
    await add('read_at', 'text');
    await add('handled_at', 'text');
    await add('handled_by', 'integer');
    await add('replied_at', 'text');
    await db.schema
      .alterTable('chat_offline_messages')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
});
