import type { MigrationFactory, SchemaDb } from './types';

/**
 * Atlas, second part (issue 19): the note staff write when they answer a permission
 * request (the requester is told it), the staff profile's avatar (an image address), and
 * the spec's manufacturer flags isFraud and isVip on stores (staff set them in atlas), and
 * child orders: a reprint or exchange names its parent order, its type and staff's reason.
 */
export const atlasInboxAndStaff: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('permission_requests')
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('staff_profiles')
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('divisions')
      .addColumn('fraud', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('divisions')
      .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('parent_order_id', 'integer', (c) =>
        c.references('orders.id').onDelete('set null'),
      )
      .execute();
    await db.schema.alterTable('orders').addColumn('child_order_type', 'text').execute();
    await db.schema.alterTable('orders').addColumn('child_reason', 'text').execute();
    await db.schema
      .createIndex('orders_parent_order_id')
      .on('orders')
      .column('parent_order_id')
      .execute();
  },
});
