import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Checkout (issue 17): what the shopper paid in (the conversion rate beside the order's
 * currency), a contact phone and tracking codes on the order; store coupons; the built-in
 * test processor's payment intents, kept in the database so a charge survives a crash the
 * way a real processor's would; and processed webhook events, so a processor's retried
 * delivery is handled once.
 */
export const checkout: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    // Units of the order's currency per 1 GBP, as decimal text (exact, dialect-neutral).
    await s
      .alterTable('orders')
      .addColumn('conversion_rate', 'text', (c) => c.notNull().defaultTo('1'))
      .execute();
    await s.alterTable('orders').addColumn('phone', 'text').execute();
    await s
      .alterTable('orders')
      .addColumn('tracking_codes', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await s.createIndex('orders_customer').on('orders').columns(['customer_id']).execute();

    await s
      .createTable('coupons')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('percent_off', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await s
      .createIndex('coupons_division_code')
      .on('coupons')
      .columns(['division_id', 'code'])
      .unique()
      .execute();

    await s
      .createTable('test_payment_intents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('card_last4', 'text')
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('processed_webhook_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('processor', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
