import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Files sent in live chats (shoppers and agents): the stored object's key, its checked type,
 * name and size, and a random download key for the links in an emailed transcript. A message
 * points at the attachment it carries; an uploaded file belongs to one conversation.
 */
export const chatAttachments: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    await db.schema
      .createTable('chat_attachments')
      .addColumn('id', idType, id)
      .addColumn('conversation_id', 'integer', (c) =>
        c.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('download_key', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_attachments_conversation')
      .on('chat_attachments')
      .columns(['conversation_id', 'id'])
      .execute();
    await db.schema.alterTable('chat_messages').addColumn('attachment_id', 'integer').execute();
  },
});
