import { sql } from 'kysely';
import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Atlas, the staff back-office (issue 19): a staff profile beside each staff user (status,
 * role, mute, reporting line), the append-only audit log of staff actions, factory labels
 * with their print log, and the indexes the staff order list pages on at 100,000 orders.
 */
export const atlas: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    await s
      .createTable('staff_profiles')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('username', 'text', (c) => c.notNull())
      // 0 Enabled, null Pending, -1 Disabled (spec, staff user).
      .addColumn('status', 'integer')
      .addColumn('role', 'text')
      .addColumn('team', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('mission', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('colour', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reports_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('is_leadership', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('muted_at', 'text')
      .addColumn('last_active', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    await s
      .createTable('atlas_audit_log')
      .addColumn('id', idType, id)
      .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('staff_email', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await s
      .createIndex('atlas_audit_log_created')
      .on('atlas_audit_log')
      .columns(['created_at'])
      .execute();
    await s
      .createIndex('atlas_audit_log_action')
      .on('atlas_audit_log')
      .columns(['action', 'created_at'])
      .execute();

    await s
      .createTable('factory_labels')
      .addColumn('id', idType, id)
      .addColumn('order_item_id', 'integer', (c) =>
        c.notNull().references('order_items.id').onDelete('cascade'),
      )
      // Which of the item's units this label is for (1..quantity).
      .addColumn('counter', 'integer', (c) => c.notNull())
      .addColumn('pickface', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('to_be_picked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('times_printed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('picked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await s
      .createIndex('factory_labels_item_counter')
      .on('factory_labels')
      .columns(['order_item_id', 'counter'])
      .unique()
      .execute();
    await s
      .createIndex('factory_labels_to_be_picked')
      .on('factory_labels')
      .columns(['to_be_picked', 'cancelled'])
      .execute();

    await s
      .createTable('factory_label_prints')
      .addColumn('id', idType, id)
      .addColumn('label_id', 'integer', (c) =>
        c.notNull().references('factory_labels.id').onDelete('cascade'),
      )
      .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // The staff order list: by status (group tabs), by store and by date, newest first.
    await s
      .createIndex('orders_status_created')
      .on('orders')
      .columns(['status', 'created_at'])
      .execute();
    await s
      .createIndex('orders_division_created')
      .on('orders')
      .columns(['division_id', 'created_at'])
      .execute();
    await s.createIndex('orders_created').on('orders').columns(['created_at']).execute();
    await s
      .createIndex('orders_billing_email')
      .on('orders')
      .expression(sql`lower(billing_email)`)
      .execute();
  },
});
