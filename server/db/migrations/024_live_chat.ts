import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Live chat answered by people (issue 22): a conversation per shopper chat with a store,
 * served by one of the spec's groups (pro 1, integrations 2, support 3, studio 4); its
 * messages; messages left by email while a group was offline; a store's canned replies;
 * and agent presence (one row per agent and group, touched while their inbox is open), which
 * is what makes a group "online" for every server process alike.
 */
export const liveChat: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    await s
      .createTable('chat_conversations')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('group_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('shopper_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('shopper_email', 'text')
      .addColumn('agent_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('transferred', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shopper_read_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('agent_read_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await s
      .createIndex('chat_conversations_inbox')
      .on('chat_conversations')
      .columns(['division_id', 'updated_at'])
      .execute();
    await s
      .createIndex('chat_conversations_group')
      .on('chat_conversations')
      .columns(['group_id', 'updated_at'])
      .execute();

    await s
      .createTable('chat_messages')
      .addColumn('id', idType, id)
      .addColumn('conversation_id', 'integer', (c) =>
        c.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await s
      .createIndex('chat_messages_conversation')
      .on('chat_messages')
      .columns(['conversation_id', 'id'])
      .execute();

    await s
      .createTable('chat_offline_messages')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('group_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('chat_canned_replies')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // division_id 0: a staff agent, present for the group in every store.
    await s
      .createTable('chat_agent_presence')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('division_id', 'integer', (c) => c.notNull())
      .addColumn('group_id', 'integer', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_agent_presence_pk', ['user_id', 'division_id', 'group_id'])
      .execute();
  },
});
