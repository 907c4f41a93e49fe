import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Affiliates (issue 24). `affiliates`: a store's customer who joined its programme, with
 * the code in their link, where earnings are paid, whether they hear of each sale, the
 * commission rate the seller set (basis points, 1000 = 10%) and a version for stale
 * writes. `affiliate_clicks`: each storefront visit through a link. `affiliate_orders`:
 * the order a referral led to, with the rate agreed at that moment (one affiliate per
 * order).
 */
export const affiliates: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('affiliates')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('division_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('payout_email', 'text', (c) => c.notNull())
      .addColumn('notify_on_sale', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('commission_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('affiliates_division_user', ['division_id', 'user_id'])
      .addUniqueConstraint('affiliates_division_code', ['division_id', 'code'])
      .execute();
    await db.schema
      .createTable('affiliate_clicks')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('affiliate_id', 'integer', (c) =>
        c.notNull().references('affiliates.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('affiliate_clicks_affiliate')
      .on('affiliate_clicks')
      .column('affiliate_id')
      .execute();
    await db.schema
      .createTable('affiliate_orders')
      .addColumn('order_id', 'integer', (c) =>
        c.primaryKey().references('orders.id').onDelete('cascade'),
      )
      .addColumn('affiliate_id', 'integer', (c) =>
        c.notNull().references('affiliates.id').onDelete('cascade'),
      )
      .addColumn('commission_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('referred_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('affiliate_orders_affiliate')
      .on('affiliate_orders')
      .column('affiliate_id')
      .execute();
  },
});
