import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Affiliate payouts (issue 24). `affiliate_payouts`: each payout a store's seller marked as
 * paid to an affiliate, append-only, so it is also the record of who did it and when
 * (`paid_by_user_id`, `paid_by_email`, `created_at`) and how much (pence, GBP).
 * `affiliate_orders.payout_id`: the payout that paid an order's commission.
 */
export const affiliatePayouts: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('affiliate_payouts')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('division_id', 'integer', (c) => c.notNull())
      .addColumn('affiliate_id', 'integer', (c) =>
        c.notNull().references('affiliates.id').onDelete('cascade'),
      )
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('paid_by_user_id', 'integer')
      .addColumn('paid_by_email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('affiliate_payouts_affiliate')
      .on('affiliate_payouts')
      .column('affiliate_id')
      .execute();
    await db.schema
      .alterTable('affiliate_orders')
      .addColumn('payout_id', 'integer', (c) => c.references('affiliate_payouts.id'))
      .execute();
  },
});
