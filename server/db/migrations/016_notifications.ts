import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Notifications (issue 22): a notification a seller composes (or an order event raises) is
 * stored once in `notifications` and delivered as one `notification_recipients` row per
 * user (opened and deleted per recipient). Web push: the browser subscriptions of each user
 * and the server's VAPID key pair, generated on first start.
 */
export const notifications: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    await s
      .createTable('notifications')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text')
      .addColumn('href', 'text')
      .addColumn('related', 'text')
      .addColumn('position', 'text', (c) => c.notNull().defaultTo('top-right'))
      .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('tag', 'text')
      .addColumn('form_fields', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('actions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('dismiss_action', 'text')
      .addColumn('footer_action', 'text')
      .addColumn('template', 'text', (c) => c.notNull().defaultTo('Simple'))
      .addColumn('replace_previous', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mergable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('product_id', 'integer')
      .addColumn('mailing_list', 'text')
      .addColumn('in_app', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('push', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('scheduled_at', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await s
      .createIndex('notifications_division')
      .on('notifications')
      .columns(['division_id', 'created_at'])
      .execute();
    await s
      .createIndex('notifications_due')
      .on('notifications')
      .columns(['sent_at', 'scheduled_at'])
      .execute();

    await s
      .createTable('notification_recipients')
      .addColumn('id', idType, id)
      .addColumn('notification_id', 'integer', (c) =>
        c.notNull().references('notifications.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('opened_at', 'text')
      .addColumn('deleted_at', 'text')
      .addColumn('pushed_at', 'text')
      .addUniqueConstraint('notification_recipients_once', ['notification_id', 'user_id'])
      .execute();
    await s
      .createIndex('notification_recipients_user')
      .on('notification_recipients')
      .columns(['user_id', 'created_at'])
      .execute();

    await s
      .createTable('push_subscriptions')
      .addColumn('id', idType, id)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('extras', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await s
      .createIndex('push_subscriptions_user')
      .on('push_subscriptions')
      .columns(['user_id'])
      .execute();

    await s
      .createTable('vapid_keys')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
